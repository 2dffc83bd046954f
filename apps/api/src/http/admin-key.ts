import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';

// Digests under a key of this process only: equal-length buffers whose bytes say nothing about the key.
const DIGEST_KEY = randomBytes(32);
const digest = (value: string) => createHmac('sha256', DIGEST_KEY).update(value).digest();

/**
 * Whether `?adminKey=` is the configured `ADMIN_API_KEY`. Compared in constant time on digests, so how
 * long a refusal takes tells nothing about how much of a guess was right.
 */
export function hasAdminKey(req: Request, configured: string | undefined): boolean {
  // Express 5 parses the query string again on every read of `req.query`: none when no key is configured.
  if (!configured) return false;
  const given = req.query['adminKey'];
  if (typeof given !== 'string') return false;
  return timingSafeEqual(digest(given), digest(configured));
}
