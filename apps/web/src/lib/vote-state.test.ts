import { describe, expect, it } from 'vitest';
import { applyVote, percentUpvoted, type Votable, voteDirection } from './vote-state';

const none: Votable = { upvotes: 3, downvotes: 1, userVoted: null, userVotedUp: null };

describe('applyVote', () => {
  it('none → up → none', () => {
    const up = applyVote(none, true);
    expect(up).toEqual({ upvotes: 4, downvotes: 1, userVoted: true, userVotedUp: true });
    expect(applyVote(up, true)).toEqual(none);
  });
  it('none → down → none', () => {
    const down = applyVote(none, false);
    expect(down).toEqual({ upvotes: 3, downvotes: 2, userVoted: true, userVotedUp: false });
    expect(applyVote(down, false)).toEqual(none);
  });
  it('up → down and down → up switch', () => {
    const up = applyVote(none, true);
    const down = applyVote(up, false);
    expect(down).toEqual({ upvotes: 3, downvotes: 2, userVoted: true, userVotedUp: false });
    expect(applyVote(down, true)).toEqual(up);
  });
  it('reads the direction', () => {
    expect(voteDirection(none)).toBe('none');
    expect(voteDirection(applyVote(none, true))).toBe('up');
    expect(voteDirection(applyVote(none, false))).toBe('down');
  });
});

describe('percentUpvoted', () => {
  it('rounds and handles no votes', () => {
    expect(percentUpvoted(0, 0)).toBeNull();
    expect(percentUpvoted(2, 1)).toBe(67);
    expect(percentUpvoted(0, 3)).toBe(0);
  });
});
