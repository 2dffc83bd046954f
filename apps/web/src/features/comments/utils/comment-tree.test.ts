import type { Comment } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { insertComment } from './comments-cache';
import { buildCommentTree, countNodes, findNode } from './comment-tree';

function comment(id: string, parentId: string | null, ancestors: string[] = []): Comment {
  return { id, parentId, ancestors, noReplies: 0, noRepliesDirect: 0 } as unknown as Comment;
}

describe('buildCommentTree', () => {
  it('nests replies, keeps order and drops duplicates', () => {
    const tree = buildCommentTree([comment('a', null), comment('b', null), comment('c', 'a'), comment('a', null)]);
    expect(tree.map((n) => n.comment.id)).toEqual(['a', 'b']);
    expect(tree[0]?.children.map((n) => n.comment.id)).toEqual(['c']);
    expect(countNodes(tree)).toBe(3);
    expect(findNode(tree, 'c')?.comment.id).toBe('c');
  });
});

describe('insertComment', () => {
  it('puts the new comment first and counts it on every ancestor', () => {
    const draft = { pages: [{ comments: [comment('a', null), comment('b', 'a', ['a'])], next: null }] };
    insertComment(draft, comment('n', 'b', ['a', 'b']));
    expect(draft.pages[0]?.comments[0]?.id).toBe('n');
    expect(draft.pages[0]?.comments.map((c) => c.noReplies)).toEqual([0, 1, 1]);
    expect(draft.pages[0]?.comments[2]?.noRepliesDirect).toBe(1);
  });
});
