import { createHash, randomBytes } from 'node:crypto';

/** A link token: 32 random bytes, base64url (43 characters). Only its SHA-256 is stored. */
export function newLinkToken(): { token: string; hash: Buffer } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The link in a mail. The token rides in the fragment (`#token=`), which browsers never send to a server: it
 * stays out of access logs, proxies and Referer headers; the page reads it and posts it.
 */
export function linkTo(publicUrl: string, path: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}#token=${token}`;
}
