import { Injectable, OnModuleInit } from '@nestjs/common';
import { CommentsService } from '@app/server/comments';
import { Clock, toWireTime } from '@app/server/core/clock';
import { DomainEventPayloads, DomainEvents } from '@app/server/core/events';
import { JobsService } from '@app/server/core/jobs';
import { PostsService } from '@app/server/posts';
import { NotificationSender } from './notification-sender.service';
import { NotificationsRepository } from './notifications.repository';

/** The default text of a denial without a note (docs/api/notifications.md §2). */
const DEFAULT_DENIAL = 'Your community creation request was denied. Please contact the admin team for more details.';

/**
 * Turns other areas' domain events into notifications (docs/api/notifications.md §2). Every one is made after
 * the act's transaction committed (docs/architecture.md "Notifications"), so posting, voting or
 * moderating never waits on, or fails with, a notification.
 */
@Injectable()
export class NotificationTriggers implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly sender: NotificationSender,
    private readonly notifications: NotificationsRepository,
    private readonly posts: PostsService,
    private readonly comments: CommentsService,
    private readonly clock: Clock,
    private readonly jobs: JobsService,
  ) {}

  onModuleInit(): void {
    // Two handlers, not one: each is one notification, so a redelivery after an outage between them
    // (DomainEvents.deliver skips the handlers that ran) does not count the first one twice.
    this.events.on('comment.added', (event) => this.newComment(event));
    this.events.on('comment.added', (event) => this.commentReply(event));
    this.events.on('content.upvoted', (event) => this.upvoted(event));
    this.events.on('post.removed-by-moderation', (event) => this.postRemoved(event));
    this.events.on('community.mod-added', (event) => this.modAdded(event));
    this.events.on('comment.removed-by-moderation', ({ commentId, postId, authorId, deletedAs, reason }) =>
      this.sender
        .send(
          {
            userId: authorId,
            type: 'content_moderated',
            groupKey: null,
            payload: { action: 'removed', targetType: 'comment', targetId: commentId, postId, deletedAs, reason },
          },
          null,
        )
        .then(() => undefined),
    );
    this.events.on('content.restored', ({ targetType, targetId, postId, authorId }) =>
      this.sender
        .send({ userId: authorId, type: 'content_moderated', groupKey: null, payload: { action: 'restored', targetType, targetId, postId } }, null)
        .then(() => undefined),
    );
    this.events.on('community-request.denied', ({ requesterId, note }) =>
      this.sender.send({ userId: requesterId, type: 'denied_comm', groupKey: null, payload: { body: note || DEFAULT_DENIAL } }, null).then(() => undefined),
    );
    this.events.on('account.new-device', ({ userId, browser, os, device, ip }) =>
      this.sender.send({ userId, type: 'new_device', groupKey: null, payload: { browser, os, device, ip } }, null).then(() => undefined),
    );
    // The site awards the badge, not the admin: an admin who gives themself one is told too.
    this.events.on('user.badge-added', ({ userId, badgeType }) =>
      this.sender.send({ userId, type: 'new_badge', groupKey: null, payload: { userId, badgeType } }, null).then(() => undefined),
    );
  }

  /** new_comment to the post's author, unless the comment answers one of theirs (comment_reply tells them). */
  private async newComment({ commentId, postId, authorId, parentId }: DomainEventPayloads['comment.added']): Promise<void> {
    const [post, parent, author] = await Promise.all([
      this.posts.getById(postId),
      parentId ? this.comments.getRecord(parentId) : Promise.resolve(null),
      this.notifications.usernameOf(authorId),
    ]);
    if (!author || (parent && parent.userId === post.userId)) return;
    await this.sender.send(
      {
        userId: post.userId,
        type: 'new_comment',
        groupKey: post.id,
        payload: { postId, commentId, noComments: 1, commentAuthor: author.username, firstCreatedAt: toWireTime(this.clock.now()) },
      },
      authorId,
    );
  }

  /** comment_reply to the parent's author. */
  private async commentReply({ commentId, postId, authorId, parentId }: DomainEventPayloads['comment.added']): Promise<void> {
    if (!parentId) return;
    const [parent, author] = await Promise.all([this.comments.getRecord(parentId), this.notifications.usernameOf(authorId)]);
    if (!author) return;
    await this.sender.send(
      {
        userId: parent.userId,
        type: 'comment_reply',
        groupKey: parent.id,
        payload: { postId, parentCommentId: parent.id, commentId, commentAuthor: author.username, noComments: 1, firstCreatedAt: toWireTime(this.clock.now()) },
      },
      authorId,
    );
  }

  /**
   * new_votes is made by the worker (`UpvoteNotificationsService`), so a vote's request costs one Redis
   * round trip here and no PostgreSQL one, so a vote stays one statement. The job id names the voter and the
   * target, not the moment: it is the receipt that keeps a retried job, and a member who takes an upvote back
   * and gives it again, from counting twice ("2 new upvotes" from one person). Receipts are kept a day
   * (`RECEIPT_KEEP_MS`). Self-upvotes need no job (nobody hears of their own act).
   */
  private async upvoted({ targetType, targetId, postId, authorId, voterId }: DomainEventPayloads['content.upvoted']): Promise<void> {
    if (authorId === voterId) return;
    const jobId = `upvote-${targetType}-${targetId}-${voterId}`;
    await this.jobs.enqueue('notifications.notify-upvote', { targetType, targetId, postId, authorId, voterId }, { jobId });
  }

  /** Also when the author removed their own post as a mod: the act is the community's, not theirs (§2). */
  private async postRemoved({ postId, authorId, deletedAs, reason }: DomainEventPayloads['post.removed-by-moderation']): Promise<void> {
    await this.sender.send(
      { userId: authorId, type: 'deleted_post', groupKey: null, payload: { targetType: 'post', targetId: postId, deletedAs, ...(reason ? { reason } : {}) } },
      null,
    );
  }

  private async modAdded({ communityName, userId, addedById }: DomainEventPayloads['community.mod-added']): Promise<void> {
    const adder = await this.notifications.usernameOf(addedById);
    if (!adder) return;
    await this.sender.send({ userId, type: 'mod_add', groupKey: null, payload: { communityName, addedBy: adder.username } }, addedById);
  }
}
