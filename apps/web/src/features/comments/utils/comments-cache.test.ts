import { describe, expect, it } from 'vitest';
import { insertComment, mergeComments, patchComment } from './comments-cache';
import { testComment as comment } from './test-comment';

describe('insertComment', () => {
  it('puts the new comment first and counts it on every ancestor', () => {
    const draft = { pages: [{ comments: [comment('a'), comment('b', 'a', { ancestors: ['a'] })], next: null }] };
    insertComment(draft, comment('n', 'b', { ancestors: ['a', 'b'] }));
    expect(draft.pages[0]?.comments[0]?.id).toBe('n');
    expect(draft.pages[0]?.comments.map((c) => c.noReplies)).toEqual([0, 1, 1]);
    expect(draft.pages[0]?.comments[2]?.noRepliesDirect).toBe(1);
  });

  it('starts a page when none is loaded', () => {
    const draft = { pages: [] as { comments: ReturnType<typeof comment>[]; next: string | null }[] };
    insertComment(draft, comment('n'));
    expect(draft.pages).toEqual([{ comments: [comment('n')], next: null }]);
  });
});

describe('mergeComments', () => {
  it('refreshes loaded copies in place and appends new ones to the last page in page order', () => {
    const draft = {
      pages: [
        { comments: [comment('a', null, { noReplies: 3 })], next: '1.b' },
        { comments: [comment('b')], next: '1.c' },
      ],
    };
    mergeComments(draft, [
      comment('a', null, { noReplies: 4 }),
      comment('r1', 'a', { upvotes: 1 }),
      comment('r2', 'a', { upvotes: 5 }),
      comment('r1', 'a', { upvotes: 1 }),
    ]);
    expect(draft.pages[0]?.comments.map((c) => [c.id, c.noReplies])).toEqual([['a', 4]]);
    expect(draft.pages[1]?.comments.map((c) => c.id)).toEqual(['b', 'r2', 'r1']);
    expect(draft.pages[1]?.next).toBe('1.c');
  });

  it('orders equal votes by id descending and leaves the pages alone for an empty batch', () => {
    const draft = { pages: [{ comments: [comment('a')], next: null }] };
    mergeComments(draft, []);
    expect(draft.pages[0]?.comments).toHaveLength(1);
    mergeComments(draft, [comment('c1', 'a'), comment('c3', 'a'), comment('c2', 'a')]);
    expect(draft.pages[0]?.comments.map((c) => c.id)).toEqual(['a', 'c3', 'c2', 'c1']);
  });
});

describe('patchComment', () => {
  it('changes every copy of the comment', () => {
    const draft = {
      pages: [
        { comments: [comment('a')], next: '1.a' },
        { comments: [comment('a')], next: null },
      ],
    };
    patchComment(draft, 'a', (c) => Object.assign(c, { upvotes: 9 }));
    expect(draft.pages.map((page) => page.comments[0]?.upvotes)).toEqual([9, 9]);
  });
});
