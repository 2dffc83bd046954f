import { Errors, Limits, UiMessages } from '@app/contract';
import type { ApiError } from '../../../lib/api-error';

/** Community names follow the username bounds on the server (docs/api/communities.md, 3 to 21 characters). */
export const REQUEST_NAME_MIN = Limits.usernameMin;
export const REQUEST_NAME_MAX = Limits.usernameMax;
/** The form's note limit (docs/screens.md §5); the server would keep up to 2048 bytes. */
export const REQUEST_NOTE_MAX = 500;

const DISALLOWED_NAME_CHARACTERS = /[^0-9A-Za-z_]/g;

/** Restricted input (docs/screens.md §5): only 0-9, a-z, A-Z and underscore, cut at the maximum length. */
export function restrictCommunityName(value: string): string {
  return value.replace(DISALLOWED_NAME_CHARACTERS, '').slice(0, REQUEST_NAME_MAX);
}

/** Counters truncate at the maximum rather than refuse the keystroke. */
export function truncateNote(value: string): string {
  return value.slice(0, REQUEST_NOTE_MAX);
}

export interface CommunityRequestDraft {
  name: string;
  note: string;
}

/** The client-side check before POST /api/community_requests; null when the draft may be sent. */
export function validateCommunityRequest({ name }: CommunityRequestDraft): string | null {
  return name.trim().length < REQUEST_NAME_MIN ? UiMessages.communityRequestNameTooShort : null;
}

/** What the modal shows for a failed request: the client's text for an existing community (docs/api/constants.md §8), else the server's. */
export function communityRequestErrorMessage(error: ApiError): string {
  if (error.isNetworkError) return UiMessages.networkError;
  if (error.status === 429) return UiMessages.slowDown;
  if (error.status === 409 && error.code === Errors.COMMUNITY_ALREADY_EXISTS.code) return UiMessages.communityRequestExists;
  if (error.status >= 500) return UiMessages.genericError;
  return error.message;
}
