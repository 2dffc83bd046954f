import { CSRF_STORAGE_KEY } from '@app/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { readCookie, readCsrfToken, storeCsrfToken } from './csrf';

describe('csrf token', () => {
  beforeEach(() => localStorage.clear());

  it('prefers the stored token over the cookie', () => {
    localStorage.setItem(CSRF_STORAGE_KEY, 'from-storage=');
    expect(readCsrfToken(localStorage, 'csrftoken=from-cookie=')).toBe('from-storage=');
  });

  it('falls back to the csrftoken cookie, keeping padding', () => {
    expect(readCsrfToken(localStorage, 'SID=abc; csrftoken=AbC-_x=; other=1')).toBe('AbC-_x=');
  });

  it('sends an empty string when there is no token at all', () => {
    expect(readCsrfToken(localStorage, 'SID=abc')).toBe('');
    expect(readCsrfToken(null, '')).toBe('');
  });

  it('stores the token read from the response header and ignores a missing one', () => {
    storeCsrfToken(localStorage, 'token-1=');
    storeCsrfToken(localStorage, null);
    expect(localStorage.getItem(CSRF_STORAGE_KEY)).toBe('token-1=');
  });

  it('reads a single cookie by exact name', () => {
    expect(readCookie('xcsrftoken=no; csrftoken=yes', 'csrftoken')).toBe('yes');
    expect(readCookie('', 'csrftoken')).toBeNull();
  });

  it('reads a value that does not percent-decode as it is, instead of throwing', () => {
    expect(readCookie('other=%E0%A4%A; csrftoken=t%3D', 'csrftoken')).toBe('t=');
    expect(readCookie('csrftoken=%E0%A4%A', 'csrftoken')).toBe('%E0%A4%A');
  });

  it('takes the first cookie of a name and unquotes a quoted value', () => {
    expect(readCookie('csrftoken=first; csrftoken=second', 'csrftoken')).toBe('first');
    expect(readCookie('a=1;csrftoken="q%3D"', 'csrftoken')).toBe('q=');
    expect(readCookie('csrftoken', 'csrftoken')).toBeNull();
  });
});
