// Sizes of the generated forum. `tiny` is for `npm test`; the others are the benchmark data sets.
export const SCALES = {
  tiny: { users: 300, communities: 12, posts: 1_500, comments: 4_000, votes: 8_000 },
  small: { users: 5_000, communities: 60, posts: 10_000, comments: 30_000, votes: 100_000 },
  medium: { users: 100_000, communities: 2_000, posts: 1_000_000, comments: 3_000_000, votes: 10_000_000 },
  large: { users: 200_000, communities: 5_000, posts: 5_000_000, comments: 5_000_000, votes: 15_000_000 },
};
