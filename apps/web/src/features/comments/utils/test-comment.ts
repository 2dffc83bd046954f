import type { Comment } from '@app/contract';

/** A comment with only the fields the pure helpers read, for unit tests. */
export function testComment(id: string, parentId: string | null = null, overrides: Partial<Comment> = {}): Comment {
  return {
    id,
    parentId,
    ancestors: parentId ? [parentId] : null,
    depth: parentId ? 1 : 0,
    noReplies: 0,
    noRepliesDirect: 0,
    upvotes: 1,
    downvotes: 0,
    userId: 'u1',
    userGroup: 'normal',
    deleted: false,
    deletedAt: null,
    locked: false,
    createdAt: '2024-05-01T12:00:00Z',
    ...overrides,
  } as Comment;
}
