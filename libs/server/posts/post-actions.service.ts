import { Injectable } from '@nestjs/common';
import { EDIT_GRACE_MS, EditPostRequest, Limits, Post, UserGroup } from '@app/contract';
import type { Caller } from '@app/server/core/caller';
import { Clock } from '@app/server/core/clock';
import { DomainError } from '@app/server/core/errors';
import { CommunityPermissions } from '@app/server/communities';
import { ActedAs, ModlogService } from '@app/server/modlog';
import type { ModlogAction } from '@app/contract';
import { EntityManager } from 'typeorm';
import { postTarget } from './post-delete.service';
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
    private readonly modlog: ModlogService,
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
        await this.unlock(post, caller.userId);
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
    const now = this.clock.now();
    await this.posts.transaction(async (tx) => {
      await this.moderation.lock(post.id, userId, lockAs, now, tx);
      await this.log(tx, post, userId, lockAs === 'mods' ? 'mod' : 'admin', 'lock_post', now);
    });
  }

  /** Any moderator of the community or admin may unlock; unlocking a post that is not locked logs nothing. */
  private async unlock(post: PostRecord, userId: string): Promise<void> {
    const role = await this.permissions.assertModOrAdmin(userId, post.communityId, 'NOT_MOD_NOT_ADMIN');
    await this.posts.transaction(async (tx) => {
      await this.moderation.unlock(post.id, tx);
      if (post.lockedAt) await this.log(tx, post, userId, role.isMod ? 'mod' : 'admin', 'unlock_post');
    });
  }

  private log(tx: EntityManager, post: PostRecord, actorId: string, actedAs: ActedAs, action: ModlogAction, at?: Date): Promise<void> {
    return this.modlog.record(tx, { actorId, actedAs, action, communityId: post.communityId, target: postTarget(post) }, at);
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
    let actedAs: ActedAs = 'admin';
    if (siteWide) {
      if (!(await this.permissions.roleOf(userId, post.communityId)).isAdmin) throw new DomainError('NOT_ADMIN');
      await this.permissions.assertStaffTwoFactor(userId);
    } else {
      const role = await this.permissions.assertModOrAdmin(userId, post.communityId, 'NOT_MOD');
      actedAs = role.isMod ? 'mod' : 'admin';
    }
    const wasPinned = (siteWide ? post.pinnedSiteAt : post.pinnedAt) !== null;
    const reason = siteWide ? 'Site-wide' : null;
    if (!pin) {
      return this.posts.transaction(async (tx) => {
        await this.moderation.unpin(post.id, siteWide ? 'site' : 'community', tx);
        if (wasPinned)
          await this.modlog.record(tx, { actorId: userId, actedAs, action: 'unpin_post', communityId: post.communityId, target: postTarget(post), reason });
      });
    }
    if (post.deletedAt) throw new DomainError('CANNOT_PIN_DELETED_POST');
    const scope = siteWide ? 'site' : { communityId: post.communityId };
    const max = siteWide ? Limits.pinsSiteWide : Limits.pinsPerCommunity;
    const now = this.clock.now();
    // Pinning is idempotent: a second pin changes nothing and logs nothing.
    const pinned = await this.moderation.pin(post.id, scope, max, now, async (tx) => {
      if (!wasPinned)
        await this.modlog.record(tx, { actorId: userId, actedAs, action: 'pin_post', communityId: post.communityId, target: postTarget(post), reason }, now);
    });
    if (!pinned) throw new DomainError('PIN_LIMIT_REACHED');
  }

  /** Records the announcement and, in the same transaction, queues its delivery (the registered steps). */
  private async announce(post: PostRecord, userId: string): Promise<void> {
    if (!(await this.permissions.roleOf(userId, post.communityId)).isAdmin) throw new DomainError('NOT_ADMIN');
    await this.permissions.assertStaffTwoFactor(userId);
    const at = this.clock.now();
    await this.posts.transaction(async (tx) => {
      if (!(await this.moderation.markAnnounced(tx, post.id, at))) throw new DomainError('ALREADY_ANNOUNCED');
      await this.log(tx, post, userId, 'admin', 'announce_post', at);
      await this.announcementSteps.run(tx, post.id, at);
    });
  }
}
