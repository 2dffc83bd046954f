/** A user's vote on a post or comment. */
export type VoteState = 'none' | 'up' | 'down';

/** The toggle the client relies on: pressing the button of the current vote removes it (posts.md). */
export function nextVoteState(current: VoteState, up: boolean): VoteState {
  if (current === 'none') return up ? 'up' : 'down';
  if (current === 'up') return up ? 'none' : 'down';
  return up ? 'up' : 'none';
}

export interface VoteDeltas {
  upvotes: number;
  downvotes: number;
  /** The author's karma change (algorithms.md §7): it follows upvotes alone. */
  authorPoints: number;
}

export function voteDeltas(from: VoteState, to: VoteState): VoteDeltas {
  const upvotes = Number(to === 'up') - Number(from === 'up');
  const downvotes = Number(to === 'down') - Number(from === 'down');
  return { upvotes, downvotes, authorPoints: upvotes };
}
