import { createHmac, timingSafeEqual } from 'node:crypto';

function hmac(secret: string, sessionId: string): Buffer {
  return createHmac('sha256', secret).update(sessionId).digest();
}

/** base64url *with* padding of HMAC-SHA256(secret, session id): 44 characters (docs/api/session.md §2). */
export function csrfTokenFor(secret: string, sessionId: string): string {
  return hmac(secret, sessionId).toString('base64').replace(/\+/g, '-').replace(/\//g, '_');
}

export function isValidCsrfToken(secret: string, sessionId: string, token: string | undefined): boolean {
  if (!token || token.length > 64) return false;
  const given = Buffer.from(token.replace(/=+$/, ''), 'base64url');
  const expected = hmac(secret, sessionId);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
