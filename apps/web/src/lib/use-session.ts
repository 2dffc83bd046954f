import { type InitialState, type User, USER_POLL_INTERVAL_MS } from '@app/contract';
import { useGetCurrentUserQuery, useGetInitialStateQuery } from './session.api';

/**
 * The initial state. The app only renders routes after it loaded (see SessionGate), so callers
 * below the gate may rely on it being present.
 */
export function useInitialState(): InitialState | undefined {
  return useGetInitialStateQuery().data;
}

/** The signed-in user, refreshed by the poll when it runs; null for visitors. */
export function useCurrentUser(): User | null {
  const initialUser = useInitialState()?.user ?? null;
  const { data: polledUser } = useGetCurrentUserQuery(undefined, { skip: !initialUser });
  return initialUser ? (polledUser ?? initialUser) : null;
}

/** Keeps points and notification counts fresh while signed in (session.md §5); paused in hidden tabs. */
export function useCurrentUserPoll(): void {
  const isLoggedIn = Boolean(useInitialState()?.user);
  useGetCurrentUserQuery(undefined, {
    skip: !isLoggedIn,
    pollingInterval: USER_POLL_INTERVAL_MS,
    skipPollingIfUnfocused: true,
  });
}
