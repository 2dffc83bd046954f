import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../../lib/api-error';
import { loginErrorMessage, secondStepErrorMessage, signupFailure } from './auth-errors';

const apiError = (status: number, code: string | undefined, message: string): ApiError => ({
  status,
  code,
  message,
  isNetworkError: false,
});

describe('loginErrorMessage', () => {
  it('maps wrong credentials and suspended accounts', () => {
    expect(loginErrorMessage(apiError(401, 'wrong-password', 'x'), 'bob')).toBe('Username and password do not match.');
    expect(loginErrorMessage(apiError(403, 'account_suspended', 'x'), ' bob ')).toBe('@bob is suspended.');
    expect(loginErrorMessage(apiError(429, undefined, 'Too Many Requests.'), 'bob')).toBe('Whoah, slow down there!');
  });
});

describe('signupFailure', () => {
  it('puts a taken name under the username field', () => {
    expect(signupFailure(apiError(409, 'user_exists', 'A user with username bob already exists.'), 'bob')).toEqual({
      field: 'username',
      message: 'bob is already taken.',
    });
  });

  it("shows the server's message for invalid input, and fixed texts otherwise", () => {
    expect(signupFailure(apiError(400, 'invalid-password', 'Password too short.'), 'bob').message).toBe('Password too short.');
    expect(signupFailure(apiError(429, undefined, 'Too Many Requests.'), 'bob').message).toBe('Whoah, slow down there!');
    expect(signupFailure(apiError(403, 'signups-disabled', 'x'), 'bob').message).toMatch(/temporarily disabled/);
    expect(signupFailure({ status: 0, message: 'x', isNetworkError: true }, 'bob').message).toBe('Something went wrong.');
  });
});

describe('secondStepErrorMessage', () => {
  it('asks for a code when none was typed, and shows the server’s refusal of a wrong one', () => {
    expect(secondStepErrorMessage(null)).toBe('Enter the code.');
    expect(secondStepErrorMessage(apiError(401, 'two_factor_invalid', 'Invalid or already used two-factor code.'))).toBe(
      'Invalid or already used two-factor code.',
    );
    expect(secondStepErrorMessage(apiError(429, undefined, 'Too Many Requests.'))).toBe('Whoah, slow down there!');
    expect(secondStepErrorMessage({ status: 0, message: '', isNetworkError: true })).toBe('Something went wrong.');
  });
});
