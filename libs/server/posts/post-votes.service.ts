import { Injectable } from '@nestjs/common';
import { Post } from '@app/contract';
import type { Caller } from '@app/server/core/caller';
import { DomainError } from '@app/server/core/errors';
import { DomainEvents } from '@app/server/core/events';
import { isId } from '@app/server/core/ids';
import { UsersService } from '@app/server/users';
import { PostVotesRepository } from './post-votes.repository';
import { PostViewsService } from './post-views.service';
import { PostsRepository } from './posts.repository';
import { nextVoteState, voteDeltas } from './vote-transitions';

/** `POST /api/_postVote`: the toggle, counters, hotness, windows and the author's karma in one transaction. */
@Injectable()
export class PostVotesService {
  constructor(
    private readonly votes: PostVotesRepository,
    private readonly posts: PostsRepository,
    private readonly views: PostViewsService,
    private readonly users: UsersService,
    private readonly events: DomainEvents,
  ) {}

  async vote(postId: string, up: boolean, caller: Caller & { userId: string }): Promise<Post> {
    if (!isId(postId)) throw new DomainError('POST_NOT_FOUND');
    const { to, from, authorId } = await this.posts.transaction(async (tx) => {
      const post = await this.votes.lockPost(tx, postId);
      if (!post) throw new DomainError('POST_NOT_FOUND');
      if (post.lockedAt) throw new DomainError('POST_LOCKED');
      const current = await this.votes.currentVote(tx, postId, caller.userId);
      const next = nextVoteState(current.state, up);
      const deltas = voteDeltas(current.state, next);
      await this.votes.writeVote(tx, postId, caller.userId, next, current.voterWasNew);
      await this.votes.applyCounts(tx, postId, deltas);
      // "Voter was new" votes and one's own votes never move karma (algorithms.md §7).
      if (post.userId !== caller.userId && !current.voterWasNew) await this.users.addPoints(tx, post.userId, deltas.authorPoints);
      return { to: next, from: current.state, authorId: post.userId };
    });
    if (from === 'none' && to === 'up') await this.events.emit('content.upvoted', { targetType: 'post', targetId: postId, authorId, voterId: caller.userId });
    const [post] = await this.views.toPosts([await this.posts.getById(postId)], caller.userId);
    return to === 'none' ? { ...post, userVoted: null, userVotedUp: null } : post;
  }
}
