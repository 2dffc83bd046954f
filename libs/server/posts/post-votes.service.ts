import { Injectable } from '@nestjs/common';
import { Post } from '@app/contract';
import type { Caller } from '@app/server/core/caller';
import { Clock } from '@app/server/core/clock';
import { DomainError } from '@app/server/core/errors';
import { DomainEvents } from '@app/server/core/events';
import { isId } from '@app/server/core/ids';
import { PostVotesRepository } from './post-votes.repository';
import { PostViewsService } from './post-views.service';

/**
 * `POST /api/_postVote`: the toggle, counters, hotness, windows, the author's karma and a new upvote's
 * outbox event in one statement (PostVotesRepository.vote), then the answer's Post from the row it
 * returns, the viewer's vote and visit known.
 */
@Injectable()
export class PostVotesService {
  constructor(
    private readonly votes: PostVotesRepository,
    private readonly views: PostViewsService,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
  ) {}

  async vote(postId: string, up: boolean, caller: Caller & { userId: string }): Promise<Post> {
    if (!isId(postId)) throw new DomainError('POST_NOT_FOUND');
    const event = { targetType: 'post', targetId: postId, postId, voterId: caller.userId, votedAt: this.clock.now().getTime() } as const;
    const result = await this.votes.vote(postId, caller.userId, up, event);
    if (result.outcome === 'not_found') throw new DomainError('POST_NOT_FOUND');
    if (result.outcome === 'locked') throw new DomainError('POST_LOCKED');
    if (result.outcome === 'banned') throw new DomainError('BANNED_FROM_COMMUNITY');
    const { to, post: record, visit, upvoted } = result;
    const votes = new Map(to === 'none' ? [] : [[record.id, to === 'up']]);
    const visits = new Map([[record.id, visit]]);
    // A new upvote's event is in the outbox with the vote; delivering it (the author's job: one Redis round
    // trip, then the row's delete) runs side by side with building the answer. If this process dies first,
    // the OutboxRelay delivers it.
    const delivered = upvoted ? this.events.deliver(upvoted) : Promise.resolve();
    const [[post]] = await Promise.all([this.views.toPosts([record], caller.userId, { votes, visits }), delivered]);
    return to === 'none' ? { ...post, userVoted: null, userVotedUp: null } : post;
  }
}
