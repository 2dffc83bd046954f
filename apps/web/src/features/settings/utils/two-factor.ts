import { failedCallMessage, isApiError } from '../../../lib/api-error';

/** A refused two-factor call in the server's own words (wrong password, wrong code, set-up expired); else the general texts. */
export function twoFactorFailure(failure: unknown): string {
  if (isApiError(failure) && !failure.isNetworkError && failure.status >= 400 && failure.status < 429 && failure.message) return failure.message;
  return failedCallMessage(failure);
}
