import { ghostId } from '@app/server/users';
import { GHOST_ID_SLOT, VisitorCommentRow } from './comment.types';

/**
 * The JSON array of comments PostgreSQL serialised for a visitor (visitorCommentColumns), with each deleted
 * author's ghost id put in its slot: byte-for-byte `JSON.stringify(toComments(…, null))`.
 */
export function visitorCommentsJson(rows: readonly VisitorCommentRow[], postId: string): string {
  const parts = rows.map((row) => (row.ghost_of === null ? row.json : row.json.replace(GHOST_ID_SLOT, `"userGhostId":"${ghostId(row.ghost_of, postId)}"`)));
  return `[${parts.join(',')}]`;
}
