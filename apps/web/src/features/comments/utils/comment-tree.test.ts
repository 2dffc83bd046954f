import { describe, expect, it } from 'vitest';
import { buildCommentTree, countNodes, findNode, hasNewThread, isTopLevel, missingReplies, threadRootId } from './comment-tree';
import { testComment as comment } from './test-comment';

describe('buildCommentTree', () => {
  it('nests replies, keeps order and drops duplicates', () => {
    const tree = buildCommentTree([comment('a'), comment('b'), comment('c', 'a'), comment('a')]);
    expect(tree.map((n) => n.comment.id)).toEqual(['a', 'b']);
    expect(tree[0]?.children.map((n) => n.comment.id)).toEqual(['c']);
    expect(countNodes(tree)).toBe(3);
    expect(findNode(tree, 'c')?.comment.id).toBe('c');
    expect(findNode(tree, 'x')).toBeNull();
  });

  it('makes a comment with an unloaded parent a root that is not top-level', () => {
    const tree = buildCommentTree([comment('a'), comment('d', 'missing')]);
    expect(tree.map((n) => n.comment.id)).toEqual(['a', 'd']);
    expect(tree.filter(isTopLevel).map((n) => n.comment.id)).toEqual(['a']);
  });
});

describe('missingReplies', () => {
  it('counts replies the server has that are not loaded, never below zero', () => {
    const [root] = buildCommentTree([comment('a', null, { noReplies: 3 }), comment('b', 'a')]);
    expect(root && missingReplies(root)).toBe(2);
    const [done] = buildCommentTree([comment('a', null, { noReplies: 0 }), comment('b', 'a')]);
    expect(done && missingReplies(done)).toBe(0);
  });
});

describe('hasNewThread', () => {
  it('is true only when a comment belongs to a thread not shown yet', () => {
    const shown = new Set(['a']);
    expect(threadRootId(comment('c', 'b', { ancestors: ['a', 'b'] }))).toBe('a');
    expect(hasNewThread([comment('c', 'b', { ancestors: ['a', 'b'] }), comment('a')], shown)).toBe(false);
    expect(hasNewThread([comment('c', 'b', { ancestors: ['a', 'b'] }), comment('z')], shown)).toBe(true);
    expect(hasNewThread([comment('y', 'x', { ancestors: ['x'] })], shown)).toBe(true);
    expect(hasNewThread([], shown)).toBe(false);
  });
});
