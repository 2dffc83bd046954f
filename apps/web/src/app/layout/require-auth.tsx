import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../../lib/use-session';

interface FromState {
  from: string;
}

/** The origin a visitor was sent to /login from, read back from history state. */
export function fromLocation(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const from = (state as Partial<FromState>).from;
  // Only same-app paths: never bounce a user to another site after login.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

/** Layout route for login-required screens: visitors go to /login, remembering where they were headed. */
export function RequireAuth() {
  const user = useCurrentUser();
  const location = useLocation();
  if (!user) {
    const state: FromState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}
