import { type InitialState, type User, USER_POLL_INTERVAL_MS } from '@app/contract';
import { useAppSelector } from '../app/hooks';
import type { RootState } from '../app/store';
import { sessionApi, useGetCurrentUserQuery, useGetInitialStateQuery } from './session.api';

const selectInitialStateResult = sessionApi.endpoints.getInitialState.select();
const selectPolledUserResult = sessionApi.endpoints.getCurrentUser.select();

const selectInitialState = (state: RootState): InitialState | undefined => selectInitialStateResult(state).data;

/** The polled `/api/_user` once it answered, else the user of `/api/_initial`; null for visitors. */
export function selectCurrentUser(state: RootState): User | null {
  const initialUser = selectInitialState(state)?.user ?? null;
  if (!initialUser) return null;
  return selectPolledUserResult(state).data ?? initialUser;
}

/**
 * The initial state. The app only renders routes after it loaded (see SessionGate), so callers
 * below the gate may rely on it being present. A plain selector, not a query hook: SessionGate holds the
 * one subscription, and a query hook in each of a page's hundreds of cards and comments dispatched a
 * subscription action apiece on mount (docs/web.md "Page figures").
 */
export function useInitialState(): InitialState | undefined {
  return useAppSelector(selectInitialState);
}

/** The signed-in user, refreshed by the poll (useCurrentUserPoll, in the root layout); null for visitors. */
export function useCurrentUser(): User | null {
  return useAppSelector(selectCurrentUser);
}

/** Keeps points and notification counts fresh while signed in (docs/api/session.md §5); paused in hidden tabs. */
export function useCurrentUserPoll(): void {
  const isLoggedIn = Boolean(useGetInitialStateQuery().data?.user);
  useGetCurrentUserQuery(undefined, {
    skip: !isLoggedIn,
    pollingInterval: USER_POLL_INTERVAL_MS,
    skipPollingIfUnfocused: true,
  });
}

/** Whether the signed-in member is banned from a community (`bannedFrom` of the initial state). */
export function useIsBannedFrom(communityId: string | undefined): boolean {
  return useAppSelector((state) => Boolean(communityId && selectInitialState(state)?.bannedFrom?.includes(communityId)));
}
