import { Injectable } from '@nestjs/common';
import { AddCommentRequest, Comment, Limits } from '@app/contract';
import { CommunityBansService, truncate } from '@app/server/communities';
import { Caller } from '@app/server/core/caller';
import { Clock } from '@app/server/core/clock';
import { DomainError } from '@app/server/core/errors';
import { DomainEvents } from '@app/server/core/events';
import { newId } from '@app/server/core/ids';
import { PostRecord, PostsService } from '@app/server/posts';
import { UsersService } from '@app/server/users';
import { EntityManager } from 'typeorm';
import { CommentRecord } from './comment.types';
import { CommentCapacity } from './comment-capacity.service';
import { parseUserGroup } from './comment-rules';
import { CommentViewsService } from './comment-views.service';
import { CommentVotesRepository } from './comment-votes.repository';
import { CommentsRepository } from './comments.repository';

type Member = Caller & { userId: string };

/** `POST /api/posts/{publicId}/comments` (docs/api/comments.md): checks in the contract's order, then one transaction. */
@Injectable()
export class CommentCreationService {
  constructor(
    private readonly comments: CommentsRepository,
    private readonly votes: CommentVotesRepository,
    private readonly views: CommentViewsService,
    private readonly posts: PostsService,
    private readonly users: UsersService,
    private readonly bans: CommunityBansService,
    private readonly capacity: CommentCapacity,
    private readonly clock: Clock,
    private readonly events: DomainEvents,
  ) {}

  async add(publicId: string, userGroup: string | undefined, body: AddCommentRequest, caller: Member): Promise<Comment> {
    const post = await this.posts.getByPublicId(publicId);
    const group = parseUserGroup(userGroup);
    if (post.lockedAt) throw new DomainError('POST_LOCKED');
    // A post its author deleted or a moderator or admin removed takes no new comments (docs/api-notes.md).
    if (post.deletedAt) throw new DomainError('POST_DELETED');
    await this.bans.assertNotBanned(post.communityId, caller.userId);
    await this.capacity.assert(group, caller.userId, post.communityId);
    const text = truncate((body.body ?? '').trim(), Limits.commentBodyMax);
    const now = this.clock.now();
    const id = newId(now);
    const added = await this.comments.transaction(async (tx) => {
      const parent = body.parentCommentId ? await this.lockParent(tx, body.parentCommentId, post) : null;
      if (!text) throw new DomainError('COMMENT_EMPTY');
      const ancestors = parent ? [...(parent.ancestors ?? []), parent.id] : null;
      await this.comments.insert(tx, {
        id,
        postId: post.id,
        communityId: post.communityId,
        userId: caller.userId,
        userGroup: group,
        parentId: parent?.id ?? null,
        depth: parent ? parent.depth + 1 : 0,
        ancestors,
        body: text,
        createdAt: now,
      });
      if (parent && ancestors) await this.comments.recordReply(tx, parent.id, ancestors);
      await this.posts.recordNewComment(tx, post.id, now, caller.userId);
      await this.users.incrementCommentCount(tx, caller.userId, 1);
      await this.votes.addSelfUpvote(tx, id, caller.userId);
      // In the outbox with the comment: its notifications survive an outage right after the commit.
      return this.events.record(tx, 'comment.added', { commentId: id, postId: post.id, authorId: caller.userId, parentId: parent?.id ?? null });
    });
    await this.events.deliver(added);
    const created = await this.comments.findById(id);
    if (!created) throw new Error(`comment ${id} vanished after insert`);
    const comment = await this.views.toCommentOne(created, caller.userId, { posts: [post] });
    return { ...comment, userVoted: true, userVotedUp: true };
  }

  /**
   * The parent, locked until commit so it cannot be deleted or locked between the checks and the insert:
   * it must exist, belong to this post, be alive, be shallower than 15, and sit under no locked comment.
   */
  private async lockParent(tx: EntityManager, parentId: string, post: PostRecord): Promise<CommentRecord> {
    const parent = await this.comments.findByIdForUpdate(tx, parentId);
    if (!parent) throw new DomainError('COMMENT_NOT_FOUND');
    if (parent.postId !== post.id) throw new DomainError('COMMENT_PARENT_OTHER_POST');
    if (parent.deletedAt) throw new DomainError('COMMENT_REPLY_TO_DELETED');
    if (parent.depth >= Limits.commentDepthMax) throw new DomainError('COMMENT_MAX_DEPTH');
    if (await this.comments.anyLocked(tx, [...(parent.ancestors ?? []), parent.id])) throw new DomainError('COMMENT_LOCKED');
    return parent;
  }
}
