import { Errors, ModerationMessages, UiMessages } from '@app/contract';
import type { ApiError } from '../api-error';
import type { ReportType } from './report-state';

/** The modal's text for a failed `POST /api/_report` (docs/api/communities.md, "Reports"; docs/api/constants.md §8). */
export function reportErrorMessage(error: ApiError, type: ReportType): string {
  if (error.isNetworkError) return UiMessages.networkError;
  if (error.status === 429) return UiMessages.slowDown;
  if (error.status === 409 && error.code === Errors.ALREADY_REPORTED.code) return ModerationMessages.alreadyReported(type);
  if (error.status === 403 && error.code === Errors.BANNED_FROM_COMMUNITY.code) return UiMessages.bannedFromCommunity;
  if (error.status >= 500 || error.status === 0) return UiMessages.genericError;
  return error.message;
}
