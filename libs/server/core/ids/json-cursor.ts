import type { ErrorKey } from '@app/contract';
import { DomainError } from '../errors';

/** An opaque page cursor as the lists give it out: base64url of the JSON of a place in the list. */
export function encodeJsonCursor(place: unknown): string {
  return Buffer.from(JSON.stringify(place)).toString('base64url');
}

/** The JSON a cursor holds, for its list to check; `error` when it is not base64url JSON at all. */
export function decodeJsonCursor(raw: string, error: ErrorKey): unknown {
  try {
    return JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown;
  } catch {
    throw new DomainError(error);
  }
}
