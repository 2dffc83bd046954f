import { ModtoolsMessages } from '@app/contract';
import { isApiError } from '../../../lib/api-error';

export type BanDuration = keyof typeof ModtoolsMessages.banDurations;

export const BAN_DURATIONS: readonly BanDuration[] = ['permanent', 'day', 'week', 'month'];

const DAYS: Record<BanDuration, number | null> = { permanent: null, day: 1, week: 7, month: 30 };

/** The ban's `expires` (RFC 3339, docs/api/communities.md) for a duration from `now`; null for a permanent ban. */
export function banExpires(duration: BanDuration, now: Date): string | null {
  const days = DAYS[duration];
  return days === null ? null : new Date(now.getTime() + days * 24 * 60 * 60 * 1000).toISOString();
}

/** The ban dialog's failure texts (docs/api/constants.md §8): 404, 409, 403; otherwise the server's reason. */
export function banErrorText(failure: unknown, username: string): string {
  if (!isApiError(failure)) return ModtoolsMessages.banForbidden;
  if (failure.status === 404) return ModtoolsMessages.banNotFound;
  if (failure.status === 409) return ModtoolsMessages.alreadyBanned(username);
  if (failure.status === 403) return ModtoolsMessages.banForbidden;
  return failure.message;
}
