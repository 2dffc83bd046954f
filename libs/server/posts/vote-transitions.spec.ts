import { nextVoteState, voteDeltas } from './vote-transitions';

describe('vote state machine', () => {
  it.each([
    ['none', true, 'up', { upvotes: 1, downvotes: 0, authorPoints: 1 }],
    ['none', false, 'down', { upvotes: 0, downvotes: 1, authorPoints: 0 }],
    ['up', true, 'none', { upvotes: -1, downvotes: 0, authorPoints: -1 }],
    ['up', false, 'down', { upvotes: -1, downvotes: 1, authorPoints: -1 }],
    ['down', false, 'none', { upvotes: 0, downvotes: -1, authorPoints: 0 }],
    ['down', true, 'up', { upvotes: 1, downvotes: -1, authorPoints: 1 }],
  ] as const)('%s + up=%s → %s with %o', (from, up, to, deltas) => {
    expect(nextVoteState(from, up)).toBe(to);
    expect(voteDeltas(from, to)).toEqual(deltas);
  });
});
