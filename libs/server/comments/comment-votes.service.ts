import { Injectable } from '@nestjs/common';
import { Comment, VoteRequest } from '@app/contract';
import { Caller } from '@app/server/core/caller';
import { Clock } from '@app/server/core/clock';
import { DomainError } from '@app/server/core/errors';
import { DomainEvents } from '@app/server/core/events';
import { isId } from '@app/server/core/ids';
import { CommunityBansService } from '@app/server/communities';
import { CommentViewsService } from './comment-views.service';
import { CommentVotesRepository } from './comment-votes.repository';
import { CommentsRepository } from './comments.repository';

type Member = Caller & { userId: string };

/**
 * `POST /api/_commentVote`. The comment row is locked for the transaction, so one voter's votes on one
 * comment apply in turn; counters and the author's points move in the same statement as the vote row.
 */
@Injectable()
export class CommentVotesService {
  constructor(
    private readonly comments: CommentsRepository,
    private readonly votes: CommentVotesRepository,
    private readonly views: CommentViewsService,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    private readonly bans: CommunityBansService,
  ) {}

  async vote(body: VoteRequest, caller: Member): Promise<Comment> {
    if (!isId(body.commentId)) throw new DomainError('COMMENT_NOT_FOUND');
    const commentId = body.commentId;
    const up = body.up ?? true;
    const { comment, result, upvoted } = await this.comments.transaction(async (tx) => {
      const found = await this.comments.findForVote(tx, commentId);
      if (!found) throw new DomainError('COMMENT_NOT_FOUND');
      if (found.comment.deletedAt) throw new DomainError('COMMENT_DELETED');
      if (found.postLocked) throw new DomainError('POST_LOCKED');
      // A member banned from the community has no say in it: no vote, as no post or comment.
      await this.bans.assertNotBanned(found.comment.communityId, caller.userId, tx);
      // Accounts are never "new" while the new-user thresholds are 0 (docs/api/rules.md §7 defaults).
      const moved = await this.votes.vote(tx, commentId, caller.userId, up, false);
      if (!moved) throw new DomainError('COMMENT_ALREADY_VOTED');
      // In the outbox with the vote: the author's notification survives an outage right after the commit.
      const upvoted =
        moved.outcome === 'added' && up
          ? await this.events.record(tx, 'content.upvoted', {
              targetType: 'comment',
              targetId: commentId,
              postId: found.comment.postId,
              authorId: found.comment.userId,
              voterId: caller.userId,
              votedAt: this.clock.now().getTime(),
            })
          : null;
      return { comment: found.comment, result: moved, upvoted };
    });
    if (upvoted) await this.events.deliver(upvoted);
    const view = await this.views.toCommentOne({ ...comment, upvotes: result.upvotes, downvotes: result.downvotes }, caller.userId);
    if (result.outcome === 'removed') return { ...view, userVoted: null, userVotedUp: null };
    return { ...view, userVoted: true, userVotedUp: up };
  }
}
