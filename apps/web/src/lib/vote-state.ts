/** The vote fields shared by posts and comments. */
export interface Votable {
  upvotes: number;
  downvotes: number;
  userVoted: boolean | null;
  userVotedUp: boolean | null;
}

export type VoteDirection = 'up' | 'down' | 'none';

export function voteDirection(item: Pick<Votable, 'userVoted' | 'userVotedUp'>): VoteDirection {
  if (!item.userVoted) return 'none';
  return item.userVotedUp ? 'up' : 'down';
}

/**
 * Pressing up or down (docs/screens.md §4): the same button clears the vote, the other one
 * switches it. Returns only the vote fields, so it can patch a post or a comment in place.
 */
export function applyVote(item: Votable, up: boolean): Votable {
  const current = voteDirection(item);
  let { upvotes, downvotes } = item;
  if (current === 'up') upvotes -= 1;
  if (current === 'down') downvotes -= 1;
  const pressed: VoteDirection = up ? 'up' : 'down';
  const next: VoteDirection = current === pressed ? 'none' : pressed;
  if (next === 'up') upvotes += 1;
  if (next === 'down') downvotes += 1;
  return {
    upvotes,
    downvotes,
    userVoted: next === 'none' ? null : true,
    userVotedUp: next === 'none' ? null : next === 'up',
  };
}

/** Percent upvoted of the post page's vote bar; null with no votes, where a percent would mean nothing. */
export function percentUpvoted(upvotes: number, downvotes: number): number | null {
  const total = upvotes + downvotes;
  return total === 0 ? null : Math.round((upvotes / total) * 100);
}
