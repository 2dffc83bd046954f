import { Comment, UserGroup, USER_GROUPS } from '@app/contract';
import { DomainError } from '@app/server/core/errors';
import { isId } from '@app/server/core/ids';
import { CommentsCursor } from './comment.types';

/** `userGroup` / `deleteAs` / `lockAs` query values: absent or empty → `fallback`, unknown → 400 user/invalid-group. */
export function parseUserGroup(raw: string | undefined, fallback: UserGroup = 'normal'): UserGroup {
  if (raw === undefined || raw === '') return fallback;
  if (!(USER_GROUPS as readonly string[]).includes(raw)) throw new DomainError('INVALID_USER_GROUP');
  return raw as UserGroup;
}

/** `"{upvotes}.{id}"`, as `encodeCursor` writes it; anything else is 400 invalid_cursor. */
export function parseCommentsCursor(raw: string | undefined): CommentsCursor | null {
  if (raw === undefined || raw === '') return null;
  const match = /^(\d{1,10})\.([0-9a-f]{24})$/.exec(raw);
  const upvotes = match ? Number(match[1]) : NaN;
  if (!match || upvotes > 2_147_483_647) throw new DomainError('INVALID_CURSOR');
  return { upvotes, id: match[2] };
}

export function encodeCommentsCursor(cursor: CommentsCursor): string {
  return `${cursor.upvotes}.${cursor.id}`;
}

export function assertCommentId(raw: string): string {
  if (!isId(raw)) throw new DomainError('INVALID_ID');
  return raw;
}

/** Times set in memory keep their fraction in the response of the call that set them (docs/api/entities.md §0). */
export function withMemoryTime<K extends 'editedAt' | 'lockedAt' | 'deletedAt'>(comment: Comment, key: K, at: Date): Comment {
  return { ...comment, [key]: at.toISOString() };
}
