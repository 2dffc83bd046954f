import { Navigate, Outlet, useLocation } from 'react-router';
import { toSitePath } from '../../lib/site-path';
import { useCurrentUser } from '../../lib/use-session';

interface FromState {
  from: string;
}

/** The origin a visitor was sent to /login from, read back from history state. */
export function fromLocation(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const from = (state as Partial<FromState>).from;
  // Only same-site paths, judged as a browser parses them ('/\host' is another host): never bounce a user off the site after login.
  if (typeof from !== 'string' || !/^[/\\]/.test(from)) return null;
  return toSitePath(from, window.location.origin);
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
