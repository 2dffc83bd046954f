import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../../lib/api-error';
import { accountDeletionFailure, canDeleteAccount, passwordChangeError, passwordChangeFailure, pictureFailure } from './account-dialogs';

const failure = (status: number, code: string, message = 'server text'): ApiError => ({ status, code, message, isNetworkError: false });

describe('change password', () => {
  it('checks the repeat first, then the length (8 at least)', () => {
    expect(passwordChangeError({ password: 'old', newPassword: 'abcdefgh', repeatPassword: 'abcdefgx' })).toBe('Passwords do not match.');
    expect(passwordChangeError({ password: 'old', newPassword: 'abc', repeatPassword: 'abc' })).toBe('Password too short.');
    expect(passwordChangeError({ password: 'old', newPassword: 'abcdefgh', repeatPassword: 'abcdefgh' })).toBeNull();
  });

  it('says a wrong previous password the web client way', () => {
    expect(passwordChangeFailure(failure(401, 'wrong-password', 'Username and password do not match.'))).toBe('Incorrect previous password');
    expect(passwordChangeFailure(failure(400, 'password_not_match'))).toBe('Passwords do not match.');
    expect(passwordChangeFailure(failure(400, 'invalid-password', 'Password too long.'))).toBe('Password too long.');
    expect(passwordChangeFailure(failure(500, 'internal'))).toBe('Something went wrong.');
  });
});

describe('delete account', () => {
  it.each([
    ['', 'YES', false],
    ['pw', 'yes', false],
    ['pw', 'YES ', false],
    ['pw', 'YES', true],
  ])('needs the password and YES exactly: %j and %j give %s', (password, typed, canDelete) => {
    expect(canDeleteAccount(password, typed)).toBe(canDelete);
  });

  it('says a wrong password as "Invalid password"', () => {
    expect(accountDeletionFailure(failure(403, 'wrong_password', 'Wrong password.'))).toBe('Invalid password');
    expect(accountDeletionFailure(failure(403, 'user-deleted'))).toBe('Something went wrong.');
  });
});

describe('profile picture', () => {
  it('names size and format refusals', () => {
    expect(pictureFailure(failure(400, 'file_size_exceeded'))).toBe('Maximum file size exceeded.');
    expect(pictureFailure(failure(400, 'unsupported-image-format'))).toBe('Unsupported image.');
  });
});
