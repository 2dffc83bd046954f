import { Errors, Limits, ModerationMessages, UiMessages } from '@app/contract';
import type { ApiError } from '../../../lib/api-error';

/** Community names: 3 to 21 characters (docs/screens.md §5, docs/api/communities.md). */
export const COMMUNITY_NAME_MIN = Limits.usernameMin;
export const COMMUNITY_NAME_MAX = Limits.usernameMax;
/** The creation form's description limit (docs/screens.md §5); settings later allow up to 2000. */
export const COMMUNITY_DESCRIPTION_MAX = 500;

export function truncateDescription(value: string): string {
  return value.slice(0, COMMUNITY_DESCRIPTION_MAX);
}

/** The client-side check before `POST /api/communities`; null when the name may be sent. */
export function validateCommunityName(name: string): string | null {
  return name.trim().length < COMMUNITY_NAME_MIN ? ModerationMessages.communityNameTooShort : null;
}

/** Where a failed creation is shown: under the name when the name is the problem, else above the buttons. */
export interface CreateCommunityError {
  field: 'name' | 'form';
  message: string;
}

export function createCommunityError(error: ApiError): CreateCommunityError {
  if (error.isNetworkError) return { field: 'form', message: UiMessages.networkError };
  if (error.status === 429) return { field: 'form', message: UiMessages.slowDown };
  if (error.status === 409) return { field: 'name', message: ModerationMessages.communityExists };
  if (error.code === Errors.COMMUNITY_NAME_TOO_SHORT.code) return { field: 'name', message: error.message };
  // The upstream client's codes for the (disabled) non-admin path (docs/api/communities.md).
  if (error.code === 'not_enough_points') return { field: 'form', message: ModerationMessages.notEnoughPoints };
  if (error.code === 'max_limit_reached') return { field: 'form', message: ModerationMessages.maxCommunitiesReached };
  if (error.status >= 500 || error.status === 0) return { field: 'form', message: UiMessages.genericError };
  return { field: 'form', message: error.message };
}
