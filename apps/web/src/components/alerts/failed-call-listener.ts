import { isRejectedWithValue, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { failedCallMessage } from '../../lib/api-error';
import { alertShown } from './alerts.slice';

/**
 * Mutations whose failures are already turned into a message by their own code (a form error,
 * an alert after an optimistic rollback, ...). Everything else that fails gets the shared alert,
 * so no failure passes silently and none is announced twice (docs/api/constants.md §8).
 * A lazily loaded feature adds its own names when its chunk loads (the moderator console does), so
 * they cost the home route's first JavaScript nothing.
 */
export const MUTATIONS_WITH_OWN_ERROR_HANDLING: Set<string> = new Set([
  // auth: form errors / logout alert
  'login',
  'logout',
  'signup',
  // posts and comments: rollback + own alert in onQueryStarted, comment box error
  'votePost',
  'hidePost',
  'unhidePost',
  'pinPost',
  'announcePost',
  'voteComment',
  'addComment',
  'editComment',
  // mutes: rollback + own alert in onQueryStarted
  'mute',
  'unmute',
  // report dialog: the error shows in the dialog
  'fileReport',
  // Lazy features add theirs when their api slice loads (composer, ban, community requests, pictures and creation, notifications, admin): their
  // names stay out of the home route's initial JS.
]);

interface RejectedCallMeta {
  arg?: { type?: string; endpointName?: string };
  condition?: boolean;
}

/** The failed mutation's endpoint when no component handles it, otherwise null. Pure, for tests. */
export function unhandledFailedMutation(action: UnknownAction): string | null {
  if (!isRejectedWithValue(action)) return null;
  const meta = action.meta as RejectedCallMeta;
  if (meta.condition || meta.arg?.type !== 'mutation' || !meta.arg.endpointName) return null;
  return MUTATIONS_WITH_OWN_ERROR_HANDLING.has(meta.arg.endpointName) ? null : meta.arg.endpointName;
}

/**
 * A plain middleware rather than RTK's listener middleware: one check per action is all it does, and the
 * listener machinery weighed about 2 kB gzipped of the initial JS (docs/web.md "Initial JavaScript").
 */
const failedCallMiddleware: Middleware =
  ({ dispatch }) =>
  (next) =>
  (action) => {
    const result = next(action);
    if (unhandledFailedMutation(action as UnknownAction) !== null) {
      const text = failedCallMessage((action as { payload?: unknown }).payload);
      dispatch(alertShown(text, { id: 'failed-call', kind: 'error' }));
    }
    return result;
  };

export const failedCallListener = { middleware: failedCallMiddleware };
