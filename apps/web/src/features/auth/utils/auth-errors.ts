import { AuthMessages, TwoFactorMessages, UiMessages } from '@app/contract';
import { type ApiError, isApiError } from '../../../lib/api-error';

/** What the login form shows for a failed POST /api/_login. */
export function loginErrorMessage(error: ApiError, username: string): string {
  if (error.status === 401) return AuthMessages.loginWrong;
  if (error.status === 403 && error.code === 'account_suspended') return AuthMessages.loginSuspended(username.trim());
  if (error.status === 429) return UiMessages.slowDown;
  if (error.isNetworkError || error.status >= 500) return UiMessages.genericError;
  return error.message;
}

/** What the login form's second step shows: nothing typed (null), or the failed call (the server words a wrong code). */
export function secondStepErrorMessage(error: ApiError | null): string {
  if (!error) return TwoFactorMessages.codeEmpty;
  if (error.status === 429) return UiMessages.slowDown;
  if (error.isNetworkError || error.status >= 500) return UiMessages.genericError;
  return error.message || UiMessages.genericError;
}

export interface SignupFailure {
  field: 'username' | 'form';
  message: string;
}

/** Where and what the signup form shows for a failed POST /api/_signup. */
export function signupFailure(error: ApiError, username: string): SignupFailure {
  if (error.status === 409) return { field: 'username', message: AuthMessages.usernameTaken(username.trim()) };
  if (error.status === 403 && error.code === 'signups-disabled') return { field: 'form', message: AuthMessages.signupsDisabled };
  if (error.status === 429) return { field: 'form', message: UiMessages.slowDown };
  if (error.isNetworkError || error.status >= 500) return { field: 'form', message: UiMessages.genericError };
  // invalid-username / invalid-password and the rest: the server's own words.
  return { field: 'form', message: error.message };
}

/** What a login or signup failed with, as an API error: anything else (a thrown exception) reads as the network's. */
export function asAuthFailure(failure: unknown): ApiError {
  return isApiError(failure) ? failure : { status: 0, message: '', isNetworkError: true };
}
