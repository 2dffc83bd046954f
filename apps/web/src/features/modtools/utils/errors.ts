import { UiMessages } from '@app/contract';
import { isApiError } from '../../../lib/api-error';

/**
 * A refused console action (a 4xx: 403 not a moderator, 409 conflict, 404 gone...) shows the server's
 * reason; network failures, 429 and 5xx get the shared texts (docs/api/constants.md §8, General).
 */
export function refusalText(failure: unknown): string {
  if (!isApiError(failure)) return UiMessages.genericError;
  if (failure.isNetworkError) return UiMessages.networkError;
  if (failure.status === 429) return UiMessages.slowDown;
  return failure.status >= 400 && failure.status < 500 ? failure.message : UiMessages.genericError;
}
