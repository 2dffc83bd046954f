import { failedCallMessage, isApiError } from '../../../lib/api-error';

/**
 * A refused console action (a 4xx: 403 not a moderator, 409 conflict, 404 gone...) shows the server's
 * reason; network failures, 429 and 5xx get the shared texts (calls-errors-constants.md §8, General).
 */
export function refusalText(failure: unknown): string {
  if (isApiError(failure) && failure.status >= 400 && failure.status < 500 && failure.status !== 429) return failure.message;
  return failedCallMessage(failure);
}
