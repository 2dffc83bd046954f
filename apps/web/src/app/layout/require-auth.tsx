import { lazy } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { toSitePath } from '../../lib/site-path';
import { useCurrentUser } from '../../lib/use-session';

// Imported from this login-required chunk rather than from the router: the home route's first
// JavaScript then carries neither the console nor its file list (docs/web.md "Initial JavaScript").
const ModtoolsRoute = lazy(() => import('../routes/modtools').then((module) => ({ default: module.ModtoolsRoute })));

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

export interface RequireAuthProps {
  /** Render the moderator console in place of an outlet. */
  modtools?: boolean;
}

/**
 * Layout route for login-required screens: visitors go to /login, remembering where they were headed.
 * With `modtools`, it is also the element of the console's route and renders it in place of an outlet.
 */
export function RequireAuth({ modtools }: RequireAuthProps) {
  const user = useCurrentUser();
  const location = useLocation();
  if (!user) {
    const state: FromState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/login" replace state={state} />;
  }
  return modtools ? <ModtoolsRoute /> : <Outlet />;
}
