import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Post, UserGroup } from '@app/contract';
import type { Caller } from '@app/server/core/caller';
import { Clock } from '@app/server/core/clock';
import { DomainError } from '@app/server/core/errors';
import { DomainEvents } from '@app/server/core/events';
import { CommunityPermissions, CommunityRulesService } from '@app/server/communities';
import { PostImagesService } from '@app/server/images';
import { ModlogService } from '@app/server/modlog';
import { parseUserGroup } from './post-input';
import { PostModerationRepository } from './post-moderation.repository';
import { PostViewsService } from './post-views.service';
import { PostRecord } from './post.types';
import { PostsRepository } from './posts.repository';
import { PostsService } from './posts.service';

export interface PurgedPost {
  id: string;
  linkImageId: string | null;
}

/** `DELETE /api/posts/{publicId}?deleteAs=&deleteContent=` (docs/api/rules.md §10.1). */
@Injectable()
export class PostDeleteService {
  constructor(
    private readonly postsService: PostsService,
    private readonly posts: PostsRepository,
    private readonly moderation: PostModerationRepository,
    private readonly views: PostViewsService,
    private readonly permissions: CommunityPermissions,
    private readonly events: DomainEvents,
    private readonly postImages: PostImagesService,
    private readonly rules: CommunityRulesService,
    private readonly modlog: ModlogService,
    private readonly clock: Clock,
  ) {}

  /**
   * `removal`: our optional reason (free text, or one of the community's rules), kept with a removal by
   * moderators or admins, written to the moderation log and sent to the author (docs/moderation-log.md).
   */
  async delete(
    publicId: string,
    rawDeleteAs: string | undefined,
    rawDeleteContent: string | undefined,
    caller: Caller & { userId: string },
    removal: { reason?: string; ruleId?: string } = {},
  ): Promise<Post> {
    const post = await this.postsService.getByPublicId(publicId);
    const deleteAs = parseUserGroup(rawDeleteAs, null);
    const deleteContent = parseDeleteContent(rawDeleteContent);
    if (post.deletedAt && !(deleteContent && !post.deletedContentAt)) throw new DomainError('ALREADY_DELETED');
    if (deleteContent && deleteAs === 'mods') throw new DomainError('MOD_CANNOT_DELETE_CONTENT');
    await this.assertMayDeleteAs(post, deleteAs, caller.userId);
    const reason = deleteAs === 'normal' ? null : await this.rules.removalReason(post.communityId, removal.reason, removal.ruleId);
    const now = this.clock.now();
    await this.posts.transaction(async (tx) => {
      await this.moderation.markDeleted(tx, post.id, caller.userId, deleteAs, now, reason);
      if (deleteContent) await this.moderation.deleteContent(tx, post.id, caller.userId, deleteAs, now);
      if (deleteAs === 'normal') return;
      // A second call that only deletes the content of a removed post is logged as its own removal.
      await this.modlog.record(
        tx,
        {
          actorId: caller.userId,
          actedAs: deleteAs === 'mods' ? 'mod' : 'admin',
          action: 'remove_post',
          communityId: post.communityId,
          target: postTarget(post),
          reason,
        },
        now,
      );
    });
    if (deleteContent) await this.postImages.deleteImagesOf(post.id, post.linkImageId);
    if (deleteAs !== 'normal') await this.events.emit('post.removed-by-moderation', { postId: post.id, authorId: post.userId, deletedAs: deleteAs, reason });
    // We answer the post as a read afterwards shows it (the contract's recommendation).
    const [view] = await this.views.toPosts([await this.posts.getById(post.id)], caller.userId);
    return view;
  }

  /**
   * Our restore (docs/moderation-log.md): a post removed by moderators or admins, its content kept, comes back;
   * a moderator of the community or an admin may, logged and its author told. An admin's removal stays for
   * admins to undo.
   */
  async restore(publicId: string, caller: Caller & { userId: string }): Promise<Post> {
    const post = await this.postsService.getByPublicId(publicId);
    const role = await this.permissions.assertModOrAdmin(caller.userId, post.communityId, 'NOT_MOD_NOT_ADMIN');
    if (!post.deletedAt || (post.deletedAs !== 'mods' && post.deletedAs !== 'admins')) throw new DomainError('NOT_REMOVED');
    if (post.deletedContentAt) throw new DomainError('CONTENT_GONE');
    if (post.deletedAs === 'admins' && !role.isAdmin) throw new DomainError('NOT_ADMIN');
    const now = this.clock.now();
    await this.posts.transaction(async (tx) => {
      if (!(await this.moderation.restore(tx, post.id))) throw new DomainError('NOT_REMOVED');
      const actedAs = role.isMod && post.deletedAs === 'mods' ? 'mod' : 'admin';
      await this.modlog.record(tx, { actorId: caller.userId, actedAs, action: 'restore_post', communityId: post.communityId, target: postTarget(post) }, now);
    });
    await this.events.emit('content.restored', { targetType: 'post', targetId: post.id, postId: post.id, authorId: post.userId });
    const [view] = await this.views.toPosts([await this.posts.getById(post.id)], caller.userId);
    return view;
  }

  /**
   * A site ban with content deletion (docs/api/rules.md §10.3), inside the ban's transaction: the author's
   * posts since `since` (null = all time) deleted as `admins` with content. No `post.removed-by-moderation`:
   * the banned author is not told about each post, and the caller clears the reports once for all.
   */
  purgeByAuthor(tx: EntityManager, authorId: string, since: Date | null, adminId: string, at: Date): Promise<PurgedPost[]> {
    return this.moderation.purgeByAuthor(tx, authorId, since, adminId, at);
  }

  /** After the purge committed: the purged posts' images and link thumbnails (records and files). */
  deletePurgedImages(purged: readonly PurgedPost[]): Promise<void> {
    return this.postImages.deleteImagesOfPosts(
      purged.map((p) => p.id),
      purged.map((p) => p.linkImageId),
    );
  }

  private async assertMayDeleteAs(post: PostRecord, deleteAs: UserGroup, userId: string): Promise<void> {
    if (deleteAs === 'normal') {
      if (post.userId !== userId) throw new DomainError('NOT_AUTHOR');
      return;
    }
    const role = await this.permissions.roleOf(userId, post.communityId);
    if (deleteAs === 'mods' && !role.isMod) throw new DomainError('NOT_MOD');
    if (deleteAs === 'admins' && !role.isAdmin) throw new DomainError('NOT_ADMIN');
    await this.permissions.assertStaffTwoFactor(userId);
  }
}

/** A post in the moderation log: its title (never its body) and its page. */
export function postTarget(post: PostRecord) {
  return { type: 'post' as const, id: post.publicId, userId: post.userId, title: post.title, path: `/post/${post.publicId}` };
}

function parseDeleteContent(raw: string | undefined): boolean {
  if (raw === undefined || raw === '') return false;
  const lower = raw.toLowerCase();
  if (lower !== 'true' && lower !== 'false') throw new DomainError('DELETE_CONTENT_NOT_BOOL');
  return lower === 'true';
}
