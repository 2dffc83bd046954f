import { formatFeedCursor, parseFeedCursor } from './feed-cursors';

const ID = '18ea4113c520a9000988a01d';

describe('feed cursors', () => {
  it('reads absent cursors, including the literal strings null and undefined', () => {
    for (const raw of [undefined, '', 'null', 'undefined']) expect(parseFeedCursor('hot', raw)).toBeNull();
  });

  it('round-trips every sort', () => {
    expect(parseFeedCursor('hot', formatFeedCursor('hot', '378681600000', ID))).toEqual({ key: '378681600000', id: ID });
    expect(parseFeedCursor('latest', formatFeedCursor('latest', '', ID))).toEqual({ key: null, id: ID });
    expect(parseFeedCursor('all', formatFeedCursor('all', '-3', ID))).toEqual({ key: '-3', id: ID });
    expect(parseFeedCursor('activity', `1704067200000000000.${ID}`)).toEqual({ key: '1704067200000000000', id: ID });
  });

  it('accepts the bare activity number of upstream clients', () => {
    expect(parseFeedCursor('activity', '1704067200000000000')).toEqual({ key: '1704067200000000000', id: null });
  });

  it.each([
    ['hot', 'abc'],
    ['hot', `12.${ID}x`],
    ['latest', '12345'],
    ['week', ID],
    ['activity', `-5.${ID}`],
    ['all', "1.18ea4113c520a9000988a01d' OR 1=1"],
  ] as const)('refuses a tampered %s cursor %j', (sort, raw) => {
    expect(() => parseFeedCursor(sort, raw)).toThrow(expect.objectContaining({ key: 'INVALID_CURSOR' }));
  });
});
