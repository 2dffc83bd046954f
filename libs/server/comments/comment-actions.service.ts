import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Comment, EDIT_GRACE_MS, EditCommentRequest, Limits } from '@app/contract';
import type { ModlogAction } from '@app/contract';
import { CommunityRulesService, truncate } from '@app/server/communities';
import { ActedAs, ModlogService } from '@app/server/modlog';
import { Caller } from '@app/server/core/caller';
import { Clock } from '@app/server/core/clock';
import { DomainError } from '@app/server/core/errors';
import { DomainEvents } from '@app/server/core/events';
import { isId } from '@app/server/core/ids';
import { PostsService } from '@app/server/posts';
import { UsersService } from '@app/server/users';
import { CommentRecord } from './comment.types';
import { CommentCapacity } from './comment-capacity.service';
import { parseUserGroup, withMemoryTime } from './comment-rules';
import { CommentVersionsRepository } from './comment-versions.repository';
import { CommentViewsService } from './comment-views.service';
import { CommentsRepository } from './comments.repository';
import { CommentsService } from './comments.service';

type Member = Caller & { userId: string };

export interface CommentActionQuery {
  action?: string;
  userGroup?: string;
  lockAs?: string;
}

/**
 * `PUT` and `DELETE /api/posts/{postId}/comments/{commentId}` (docs/api/comments.md). The post segment takes either
 * id form, and a comment named under another post is not found there (so a comment cannot be edited through another post's URL; docs/api-notes.md).
 */
@Injectable()
export class CommentActionsService {
  constructor(
    private readonly comments: CommentsRepository,
    private readonly versions: CommentVersionsRepository,
    private readonly reader: CommentsService,
    private readonly views: CommentViewsService,
    private readonly users: UsersService,
    private readonly posts: PostsService,
    private readonly capacity: CommentCapacity,
    private readonly events: DomainEvents,
    private readonly rules: CommunityRulesService,
    private readonly modlog: ModlogService,
    private readonly clock: Clock,
  ) {}

  /** Edit (no action), `changeAsUser`, `lock` or `unlock`; the response is the comment as the caller now reads it. */
  async act(postRef: string, commentId: string, query: CommentActionQuery, body: EditCommentRequest, caller: Member): Promise<Comment> {
    const record = await this.recordUnder(postRef, commentId);
    const now = this.clock.now();
    switch (query.action ?? '') {
      case '': {
        // An edit folded into the original (docs/api-notes.md "Edit history") leaves editedAt as it was.
        const kept = await this.edit(record, body, caller.userId, now);
        const view = await this.reread(record, caller);
        return kept ? withMemoryTime(view, 'editedAt', now) : view;
      }
      case 'changeAsUser':
        await this.changeAsUser(record, query.userGroup, caller.userId);
        return this.reread(record, caller);
      case 'lock':
        await this.lock(record, query.lockAs, caller.userId, now);
        return withMemoryTime(await this.reread(record, caller), 'lockedAt', now);
      case 'unlock':
        await this.unlock(record, caller.userId);
        return this.reread(record, caller);
      default:
        throw new DomainError('INVALID_ACTION');
    }
  }

  /**
   * `deleteAs` normal (author: body erased), mods or admins (body kept for review). The author's
   * comment count drops; replies, the post's count and ancestors' reply counts stay (docs/api/rules.md §10.2).
   */
  async delete(
    postRef: string,
    commentId: string,
    deleteAs: string | undefined,
    caller: Member,
    removal: { reason?: string; ruleId?: string } = {},
  ): Promise<Comment> {
    const record = await this.recordUnder(postRef, commentId);
    const group = parseUserGroup(deleteAs);
    if (record.deletedAt) throw new DomainError('COMMENT_DELETED');
    if (group === 'normal' && record.userId !== caller.userId) throw new DomainError('NOT_AUTHOR');
    await this.capacity.assert(group, caller.userId, record.communityId);
    // Ours (docs/moderation-log.md): a removal by moderators or admins may give a reason; it is logged and sent.
    const reason = group === 'normal' ? null : await this.rules.removalReason(record.communityId, removal.reason, removal.ruleId);
    const post = group === 'normal' ? null : await this.posts.getById(record.postId);
    const now = this.clock.now();
    await this.comments.transaction(async (tx) => {
      const deleted = await this.comments.markDeleted(tx, record.id, caller.userId, group, now, reason);
      if (!deleted) throw new DomainError('COMMENT_DELETED');
      await this.users.incrementCommentCount(tx, record.userId, -1);
      if (post) await this.log(tx, record, post, caller.userId, group === 'mods' ? 'mod' : 'admin', 'remove_comment', reason, now);
    });
    await this.events.emit('comment.deleted', { commentId: record.id });
    if (group !== 'normal') {
      await this.events.emit('comment.removed-by-moderation', {
        commentId: record.id,
        postId: record.postId,
        authorId: record.userId,
        deletedAs: group,
        reason,
      });
    }
    return withMemoryTime(await this.reread(record, caller), 'deletedAt', now);
  }

  /**
   * Ours (docs/moderation-log.md): a comment removed by moderators or admins comes back, counted again for its
   * author; a moderator of the community may undo a moderators' removal, an admin any.
   */
  async restore(postRef: string, commentId: string, caller: Member): Promise<Comment> {
    const record = await this.recordUnder(postRef, commentId);
    const role = await this.capacity.roleOf(caller.userId, record.communityId);
    if (!role.isMod && !role.isAdmin) throw new DomainError('NOT_MOD_NOT_ADMIN');
    if (!record.deletedAt || (record.deletedAs !== 'mods' && record.deletedAs !== 'admins')) throw new DomainError('NOT_REMOVED');
    if (record.deletedAs === 'admins' && !role.isAdmin) throw new DomainError('NOT_ADMIN');
    const post = await this.posts.getById(record.postId);
    await this.comments.transaction(async (tx) => {
      if (!(await this.comments.restore(tx, record.id))) throw new DomainError('NOT_REMOVED');
      await this.users.incrementCommentCount(tx, record.userId, 1);
      await this.log(tx, record, post, caller.userId, role.isMod && record.deletedAs === 'mods' ? 'mod' : 'admin', 'restore_comment', null);
    });
    await this.events.emit('content.restored', { targetType: 'comment', targetId: record.id, postId: record.postId, authorId: record.userId });
    return this.reread(record, caller);
  }

  /**
   * A site ban with content deletion (docs/api/rules.md §10.3), inside the ban's transaction: the author's live
   * comments since `since` (null = all time) deleted as `admins`, the author's count down by as many. No
   * `comment.deleted` per comment: the caller clears the reports once for all.
   */
  async purgeByAuthor(tx: EntityManager, authorId: string, since: Date | null, adminId: string, at: Date): Promise<string[]> {
    const ids = await this.comments.purgeByAuthor(tx, authorId, since, adminId, at);
    if (ids.length) await this.users.incrementCommentCount(tx, authorId, -ids.length);
    return ids;
  }

  /**
   * The web client names the post by its publicId, upstream's by the internal id (`comment.postId`), so
   * both are accepted; anything else, or another post, answers as an unknown comment would.
   */
  private async recordUnder(postRef: string, commentId: string): Promise<CommentRecord> {
    const record = await this.reader.getRecord(commentId);
    const isItsPost = isId(postRef) ? postRef === record.postId : postRef === (await this.posts.getById(record.postId)).publicId;
    if (!isItsPost) throw new DomainError('COMMENT_NOT_FOUND');
    return record;
  }

  /** True when the edit kept the replaced body as a version (older than EDIT_GRACE_MS). */
  private async edit(record: CommentRecord, body: EditCommentRequest, userId: string, now: Date): Promise<boolean> {
    if (record.deletedAt) throw new DomainError('COMMENT_DELETED');
    if (record.userId !== userId) throw new DomainError('NOT_AUTHOR');
    // A lock freezes what moderators or admins saw: a locked comment, or any comment of a locked post, as a
    // locked post's own text (docs/api-notes.md).
    if (record.lockedAt) throw new DomainError('COMMENT_LOCKED');
    if ((await this.posts.getById(record.postId)).lockedAt) throw new DomainError('POST_LOCKED');
    const text = truncate(body.body ?? '', Limits.commentBodyMax);
    if (!text.trim()) throw new DomainError('COMMENT_EMPTY');
    return this.versions.edit(record.id, text, now, EDIT_GRACE_MS);
  }

  private async changeAsUser(record: CommentRecord, userGroup: string | undefined, userId: string): Promise<void> {
    const group = parseUserGroup(userGroup);
    if (record.userId !== userId) throw new DomainError('NOT_AUTHOR');
    await this.capacity.assert(group, userId, record.communityId);
    if (record.deletedAt || record.userGroup === group) return;
    await this.comments.updateUserGroup(record.id, group);
  }

  private async lock(record: CommentRecord, lockAs: string | undefined, userId: string, now: Date): Promise<void> {
    // Only the two capacities that can lock; a missing or `normal` lockAs is refused like an unknown one.
    const group = parseUserGroup(lockAs);
    if (group === 'normal') throw new DomainError('INVALID_USER_GROUP');
    if (record.deletedAt) throw new DomainError('COMMENT_DELETED');
    await this.capacity.assert(group, userId, record.communityId);
    const post = await this.posts.getById(record.postId);
    await this.comments.transaction(async (tx) => {
      await this.comments.lock(record.id, userId, group, now, tx);
      await this.log(tx, record, post, userId, group === 'mods' ? 'mod' : 'admin', 'lock_comment', null, now);
    });
  }

  /** `lockAs` is ignored: any moderator of the community or admin may unlock. Unlocking an unlocked comment logs nothing. */
  private async unlock(record: CommentRecord, userId: string): Promise<void> {
    const role = await this.capacity.roleOf(userId, record.communityId);
    if (!role.isMod && !role.isAdmin) throw new DomainError('NOT_MOD_NOT_ADMIN');
    await this.capacity.assertStaffTwoFactor(userId);
    const post = await this.posts.getById(record.postId);
    await this.comments.transaction(async (tx) => {
      await this.comments.unlock(record.id, tx);
      if (record.lockedAt) await this.log(tx, record, post, userId, role.isMod ? 'mod' : 'admin', 'unlock_comment', null);
    });
  }

  /** A comment in the moderation log: its post's title (never the comment's text) and its permalink. */
  private log(
    tx: EntityManager,
    record: CommentRecord,
    post: { title: string; publicId: string },
    actorId: string,
    actedAs: ActedAs,
    action: ModlogAction,
    reason: string | null,
    at?: Date,
  ): Promise<void> {
    return this.modlog.record(
      tx,
      {
        actorId,
        actedAs,
        action,
        communityId: record.communityId,
        target: { type: 'comment', id: record.id, userId: record.userId, title: post.title, path: `/post/${post.publicId}/${record.id}` },
        reason,
      },
      at,
    );
  }

  private async reread(record: CommentRecord, caller: Member): Promise<Comment> {
    return this.views.toCommentOne((await this.comments.findById(record.id)) ?? record, caller.userId);
  }
}
