import { Errors, UiMessages } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { twoFactorFailure } from './two-factor';

describe('twoFactorFailure', () => {
  it('shows the server’s refusal of a code or password', () => {
    expect(twoFactorFailure({ ...Errors.REAUTH_CODE_INVALID, isNetworkError: false })).toBe('Invalid or already used two-factor code.');
    expect(twoFactorFailure({ ...Errors.REAUTH_WRONG_PASSWORD, isNetworkError: false })).toBe('Wrong password.');
  });

  it('keeps the general texts for limits, network and server failures', () => {
    expect(twoFactorFailure({ ...Errors.TOO_MANY_REQUESTS, isNetworkError: false })).toBe(UiMessages.slowDown);
    expect(twoFactorFailure({ status: 0, message: '', isNetworkError: true })).toBe(UiMessages.networkError);
    expect(twoFactorFailure({ status: 500, message: 'Internal Server Error', isNetworkError: false })).toBe(UiMessages.genericError);
  });
});
