import { csrfTokenFor, isValidCsrfToken } from './csrf';

describe('CSRF tokens', () => {
  const secret = 'a test secret that is long enough';

  it('is 44 characters of base64url with padding', () => {
    const token = csrfTokenFor(secret, 'session-one');
    expect(token).toHaveLength(44);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}=$/);
  });

  it('accepts the token of its session only, with or without padding', () => {
    const token = csrfTokenFor(secret, 'session-one');
    expect(isValidCsrfToken(secret, 'session-one', token)).toBe(true);
    expect(isValidCsrfToken(secret, 'session-one', token.replace(/=$/, ''))).toBe(true);
    expect(isValidCsrfToken(secret, 'session-two', token)).toBe(false);
    expect(isValidCsrfToken('another secret of enough length!!', 'session-one', token)).toBe(false);
    expect(isValidCsrfToken(secret, 'session-one', '')).toBe(false);
    expect(isValidCsrfToken(secret, 'session-one', undefined)).toBe(false);
    expect(isValidCsrfToken(secret, 'session-one', 'x'.repeat(200))).toBe(false);
  });
});
