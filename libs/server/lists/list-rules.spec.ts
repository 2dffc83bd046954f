import { descriptionOf, displayNameOf, parseItemsLimit, parseItemTarget, parsePathInt, truncateChars } from './list-rules';

const fails = (work: () => unknown, key: string) => expect(work).toThrow(expect.objectContaining({ key }) as unknown as Error);

describe('list rules', () => {
  it('cuts by characters, never inside a surrogate pair', () => {
    expect(truncateChars('😀😀😀', 2)).toBe('😀😀');
    expect(truncateChars('abc', 5)).toBe('abc');
  });

  it('defaults an empty display name to the name, and stores "" descriptions as null', () => {
    expect(displayNameOf('', 'reading')).toBe('reading');
    expect(displayNameOf(undefined, 'reading')).toBe('reading');
    expect(displayNameOf('x'.repeat(60), 'reading')).toHaveLength(50);
    expect(descriptionOf('')).toBeNull();
    expect(descriptionOf(null)).toBeNull();
    expect(descriptionOf('y'.repeat(10_001))).toHaveLength(10_000);
  });

  it('reads path integers: 400 for non-integers, null for integers no row has', () => {
    expect(parsePathInt('100000', 'INVALID_LIST_ID')).toBe(100000);
    expect(parsePathInt('+7', 'INVALID_LIST_ID')).toBe(7);
    for (const raw of ['0', '-1', '2147483648', '99999999999999999999']) expect(parsePathInt(raw, 'INVALID_LIST_ID')).toBeNull();
    for (const raw of ['', 'abc', '1.0', '1e3', ' 1']) fails(() => parsePathInt(raw, 'INVALID_ITEM_ID'), 'INVALID_ITEM_ID');
  });

  it('reads limits: default 10, at most 50, positive integers only', () => {
    expect(parseItemsLimit(undefined)).toBe(10);
    expect(parseItemsLimit('3')).toBe(3);
    expect(parseItemsLimit('500')).toBe(50);
    for (const raw of ['0', '-1', 'x', '2.5']) fails(() => parseItemsLimit(raw), 'INVALID_LIST_LIMIT');
  });

  it('accepts only {targetType: post|comment, targetId: id} as an item body', () => {
    const id = '17f2a0c1b3d4e5f600112233';
    expect(parseItemTarget({ targetType: 'comment', targetId: id, extra: 1 })).toEqual({ targetType: 'comment', targetId: id });
    for (const body of [null, [], 'x', { targetType: 'user', targetId: id }, { targetType: 'post' }, { targetType: 'post', targetId: id.toUpperCase() }]) {
      fails(() => parseItemTarget(body), 'BAD_JSON_BODY');
    }
  });
});
