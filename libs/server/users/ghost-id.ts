import { createHash } from 'node:crypto';

/**
 * The stable per-thread stand-in for a deleted author (docs/api/rules.md §9): the first 8 hex characters
 * of SHA-1 over the author's 12 raw id bytes followed by the ASCII text of the post id.
 */
export function ghostId(authorId: string, postId: string): string {
  return createHash('sha1').update(Buffer.from(authorId, 'hex')).update(postId, 'ascii').digest('hex').slice(0, 8);
}
