import { useRef } from 'react';
import { useAppDispatch } from '../../app/hooks';
import type { AppDispatch } from '../../app/store';
import { alertShown } from '../alerts/alerts.slice';
import { loginPromptOpened } from '../modal/modals.slice';
import { useCurrentUser } from '../../lib/use-session';

/** A started vote call: awaited, then reset so its cache entry does not linger. */
interface VoteCall extends PromiseLike<unknown> {
  reset(): void;
}

/**
 * The press of a vote button, for posts and comments alike: guests get the login prompt, a `refusal` (a
 * deleted comment's) is shown as an alert, and presses while a call is in flight are dropped so the optimistic
 * guess and its undo never interleave. The call is dispatched here rather than through a mutation hook per card
 * (docs/web.md "Page figures").
 */
export function useVoteAction(start: (dispatch: AppDispatch, up: boolean) => VoteCall, refusal?: () => string | null) {
  const user = useCurrentUser();
  const dispatch = useAppDispatch();
  const inFlight = useRef(false);
  return async (up: boolean) => {
    if (!user) {
      dispatch(loginPromptOpened());
      return;
    }
    const refused = refusal?.();
    if (refused) {
      dispatch(alertShown(refused));
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const call = start(dispatch, up);
      await call;
      call.reset();
    } finally {
      inFlight.current = false;
    }
  };
}
