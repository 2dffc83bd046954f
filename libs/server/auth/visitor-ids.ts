import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Session ids the server recognises without storing them: `{22 random chars}.{20-char tag}`, the tag
 * being HMAC-SHA256(secret, "visitor:" + random) cut to 15 bytes (120 bits). Handed to visitors over the
 * per-address cap of stored sessions, so they still get a cookie and a CSRF token that work while a
 * script gets nothing stored (docs/architecture.md "Visitor sessions"). A stored id has no dot.
 */
const SIGNED_VISITOR_ID = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{20})$/;

function tag(secret: string, random: string): Buffer {
  return createHmac('sha256', secret).update(`visitor:${random}`).digest().subarray(0, 15);
}

export function newSignedVisitorId(secret: string): string {
  const random = randomBytes(16).toString('base64url');
  return `${random}.${tag(secret, random).toString('base64url')}`;
}

export function isSignedVisitorId(secret: string, id: string | undefined): id is string {
  const match = id ? SIGNED_VISITOR_ID.exec(id) : null;
  if (!match) return false;
  const given = Buffer.from(match[2], 'base64url');
  const expected = tag(secret, match[1]);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
