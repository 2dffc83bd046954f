import { Injectable } from '@nestjs/common';
import { EDIT_GRACE_MS, EditPostRequest, Limits, Post, UserGroup } from '@app/contract';
import type { Caller } from '@app/server/core/caller';
import { Clock } from '@app/server/core/clock';
import { DomainError } from '@app/server/core/errors';
import { CommunityPermissions } from '@app/server/communities';
import { PostAnnouncementSteps } from './post-announcement-steps';
import { checkedTitle, parseUserGroup, truncateChars } from './post-input';
import { PostModerationRepository } from './post-moderation.repository';
import { PostVersionsRepository } from './post-versions.repository';
import { PostViewsService } from './post-views.service';
import { PostRecord } from './post.types';
import { PostsRepository } from './posts.repository';
import { PostsService } from './posts.service';

export interface PostActionQuery {
  action?: string;
  lockAs?: string;
  userGroup?: string;
  siteWide?: string;
}

type Member = Caller & { userId: string };

/** `PUT /api/posts/{publicId}`: an edit, or one of the actions of docs/api/posts.md. */
@Injectable()
export class PostActionsService {
  constructor(
    private readonly postsService: PostsService,
    private readonly posts: PostsRepository,
    private readonly moderation: PostModerationRepository,
    private readonly versions: PostVersionsRepository,
    private readonly views: PostViewsService,
    private readonly permissions: CommunityPermissions,
    private readonly announcementSteps: PostAnnouncementSteps,
    private readonly clock: Clock,
  ) {}

  async act(publicId: string, query: PostActionQuery, body: EditPostRequest, caller: Member): Promise<Post> {
    const post = await this.postsService.getByPublicId(publicId);
    switch (query.action ?? '') {
      case '':
        await this.edit(post, body, caller.userId);
        break;
      case 'lock':
        await this.lock(post, parseUserGroup(query.lockAs, null, ['mods', 'admins']), caller.userId);
        break;
      case 'unlock':
        parseUserGroup(query.lockAs, null, ['mods', 'admins']);
        await this.requireModOrAdmin(post, caller.userId, 'NOT_MOD_NOT_ADMIN');
        await this.moderation.unlock(post.id);
        break;
      case 'changeAsUser':
        await this.changeAsUser(post, parseUserGroup(query.userGroup, null), caller.userId);
        break;
      case 'pin':
      case 'unpin':
        await this.pinOrUnpin(post, query.action === 'pin', (query.siteWide ?? '').toLowerCase() === 'true', caller.userId);
        break;
      case 'announce':
        await this.announce(post, caller.userId);
        break;
      default:
        throw new DomainError('INVALID_ACTION');
    }
    const [view] = await this.views.toPosts([await this.posts.getById(post.id)], caller.userId);
    return view;
  }

  /**
   * Nothing changed → no write and no permission check (upstream). The body only for live text posts. The text
   * replaced is kept as a version, unless the post is younger than EDIT_GRACE_MS (docs/api-notes.md "Edit history").
   */
  private async edit(post: PostRecord, body: EditPostRequest, userId: string): Promise<void> {
    const title = (body.title ?? post.title).trim();
    const bodyEditable = post.type === 'text' && post.deletedContentAt === null;
    const newBody = bodyEditable && body.body !== undefined ? truncateChars((body.body ?? '').trim(), Limits.postBodyMax) : post.body;
    if (title === post.title && newBody === post.body) return;
    if (post.userId !== userId) throw new DomainError('NOT_AUTHOR');
    // A lock freezes the post as the moderators or admins saw it: its author cannot rewrite it either.
    if (post.lockedAt !== null) throw new DomainError('POST_LOCKED');
    await this.versions.edit(post.id, checkedTitle(title), newBody, this.clock.now(), EDIT_GRACE_MS);
  }

  private async lock(post: PostRecord, lockAs: UserGroup, userId: string): Promise<void> {
    const role = await this.permissions.roleOf(userId, post.communityId);
    if (lockAs === 'mods' && !role.isMod) throw new DomainError('NOT_MOD');
    if (lockAs === 'admins' && !role.isAdmin) throw new DomainError('NOT_ADMIN');
    await this.permissions.assertStaffTwoFactor(userId);
    await this.moderation.lock(post.id, userId, lockAs, this.clock.now());
  }

  private async changeAsUser(post: PostRecord, userGroup: UserGroup, userId: string): Promise<void> {
    if (post.userId !== userId) throw new DomainError('NOT_AUTHOR');
    const role = await this.permissions.roleOf(userId, post.communityId);
    if (userGroup === 'mods' && !role.isMod) throw new DomainError('NOT_MOD');
    if (userGroup === 'admins' && !role.isAdmin) throw new DomainError('NOT_ADMIN');
    await this.moderation.setUserGroup(post.id, userGroup);
  }

  /** Pinning is idempotent; a third pin in a scope is refused (2 per community, 2 site-wide). */
  private async pinOrUnpin(post: PostRecord, pin: boolean, siteWide: boolean, userId: string): Promise<void> {
    if (siteWide) {
      if (!(await this.permissions.roleOf(userId, post.communityId)).isAdmin) throw new DomainError('NOT_ADMIN');
      await this.permissions.assertStaffTwoFactor(userId);
    } else {
      await this.requireModOrAdmin(post, userId, 'NOT_MOD');
    }
    if (!pin) return this.moderation.unpin(post.id, siteWide ? 'site' : 'community');
    if (post.deletedAt) throw new DomainError('CANNOT_PIN_DELETED_POST');
    const scope = siteWide ? 'site' : { communityId: post.communityId };
    const max = siteWide ? Limits.pinsSiteWide : Limits.pinsPerCommunity;
    if (!(await this.moderation.pin(post.id, scope, max, this.clock.now()))) throw new DomainError('PIN_LIMIT_REACHED');
  }

  /** Records the announcement and, in the same transaction, queues its delivery (the registered steps). */
  private async announce(post: PostRecord, userId: string): Promise<void> {
    if (!(await this.permissions.roleOf(userId, post.communityId)).isAdmin) throw new DomainError('NOT_ADMIN');
    await this.permissions.assertStaffTwoFactor(userId);
    const at = this.clock.now();
    await this.posts.transaction(async (tx) => {
      if (!(await this.moderation.markAnnounced(tx, post.id, at))) throw new DomainError('ALREADY_ANNOUNCED');
      await this.announcementSteps.run(tx, post.id, at);
    });
  }

  private async requireModOrAdmin(post: PostRecord, userId: string, refusal: 'NOT_MOD' | 'NOT_MOD_NOT_ADMIN'): Promise<void> {
    await this.permissions.assertModOrAdmin(userId, post.communityId, refusal);
  }
}
