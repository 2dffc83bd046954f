import { describe, expect, it } from 'vitest';
import { commentDeleteAs, deletedByText, groupLabel, isAuthorMuted, isHighlighted, officialGroup, parseHighlightRange, replyBlock } from './comment-display';
import { testComment as comment } from './test-comment';

describe('deletedByText', () => {
  it('names the role the comment was deleted as, reading deletedAt too', () => {
    expect(deletedByText(comment('a'))).toBeNull();
    expect(deletedByText(comment('a', null, { deleted: true, deletedAt: '2024-05-01T12:00:00Z', deletedAs: 'mods' }))).toBe('Deleted by moderator');
    expect(deletedByText(comment('a', null, { deleted: false, deletedAt: '2024-05-01T12:00:00Z', deletedAs: 'admins' }))).toBe('Deleted by admin');
    expect(deletedByText(comment('a', null, { deleted: true, deletedAt: '2024-05-01T12:00:00Z' }))).toBe('Deleted by user');
  });
});

describe('groupLabel', () => {
  it('labels mods and admins, not normal or stripped comments', () => {
    expect(groupLabel({ userGroup: 'mods' })).toBe('Mod');
    expect(groupLabel({ userGroup: 'admins' })).toBe('Admin');
    expect(groupLabel({ userGroup: 'normal' })).toBe('');
    expect(groupLabel({ userGroup: 'null' })).toBe('');
  });
});

describe('replyBlock', () => {
  it('blocks deleted, locked and too-deep comments', () => {
    expect(replyBlock(comment('a', null, { depth: 14 }), false)).toBeNull();
    expect(replyBlock(comment('a', null, { depth: 15 }), false)).toBe('too-deep');
    expect(replyBlock(comment('a', null, { locked: true }), false)).toBe('locked');
    expect(replyBlock(comment('a'), true)).toBe('locked');
    expect(replyBlock(comment('a', null, { deletedAt: '2024-05-01T12:00:00Z', depth: 15 }), false)).toBe('deleted');
  });
});

describe('isAuthorMuted', () => {
  it('reads the server flag or the viewer mutes', () => {
    expect(isAuthorMuted(comment('a', null, { isAuthorMuted: true }), new Set())).toBe(true);
    expect(isAuthorMuted(comment('a', null, { userId: 'm' }), new Set(['m']))).toBe(true);
    expect(isAuthorMuted(comment('a'), new Set(['m']))).toBe(false);
  });
});

describe('officialGroup', () => {
  it('prefers mods in their community, then admins', () => {
    expect(officialGroup(true, true)).toBe('mods');
    expect(officialGroup(false, true)).toBe('admins');
    expect(officialGroup(false, false)).toBeNull();
  });
});

describe('highlight range', () => {
  const at = (iso: string) => comment('a', null, { createdAt: iso });
  const seconds = (iso: string) => String(Date.parse(iso) / 1000);

  it('parses unix seconds and treats a missing end as open', () => {
    expect(parseHighlightRange(new URLSearchParams(''))).toBeNull();
    expect(parseHighlightRange(new URLSearchParams('highlightFrom=abc'))).toBeNull();
    expect(parseHighlightRange(new URLSearchParams('highlightFrom=10&highlightTo=20'))).toEqual({ from: 10, to: 20 });
    expect(parseHighlightRange(new URLSearchParams('highlightFrom=10&highlightTo=x'))).toEqual({ from: 10, to: Number.POSITIVE_INFINITY });
  });

  it('highlights comments created inside the range, ends included', () => {
    const range = parseHighlightRange(new URLSearchParams(`highlightFrom=${seconds('2024-05-01T12:00:00Z')}&highlightTo=${seconds('2024-05-01T13:00:00Z')}`));
    expect(isHighlighted(at('2024-05-01T12:00:00Z'), range)).toBe(true);
    expect(isHighlighted(at('2024-05-01T13:00:00Z'), range)).toBe(true);
    expect(isHighlighted(at('2024-05-01T13:00:01Z'), range)).toBe(false);
    expect(isHighlighted(at('2024-05-01T12:00:00Z'), null)).toBe(false);
  });
});

describe('commentDeleteAs', () => {
  const own = { userId: 'u1' };
  it('lets the author delete as a user', () => {
    expect(commentDeleteAs(own, 'u1', 'mods')).toBe('normal');
  });

  it("lets moderators and admins delete someone else's comment in their capacity", () => {
    expect(commentDeleteAs(own, 'u2', 'mods')).toBe('mods');
    expect(commentDeleteAs(own, 'u2', 'admins')).toBe('admins');
  });

  it('gives other users and guests nothing', () => {
    expect(commentDeleteAs(own, 'u2', null)).toBeNull();
    expect(commentDeleteAs(own, null, 'admins')).toBeNull();
  });
});
