import { ChromeConstants } from '@app/contract';
import { type Location, matchRoutes, type RouteObject } from 'react-router';
import { postsApi } from '../features/posts/posts.api';
import { resolveFeedSort, SORT_PARAM } from '../features/posts/utils/feed-sort';
import { DEVICE_PREFERENCE_KEYS, readDevicePreference } from '../lib/device-preferences';
import { sessionApi } from '../lib/session.api';
import { selectCurrentUser } from '../lib/use-session';
import { preloadBottomBar } from './layout/app-bottom-bar';
import { SignedInActions } from './layout/app-navbar';
import { preloadSidebarContent } from './layout/app-sidebar';
import { homeFeedArgs, type HomeFeedRoute } from './routes/home-feed-args';
import type { AppStore } from './store';

/**
 * What the first screen needs, started at boot instead of when its component mounts. Without this the
 * requests ran one after the other before first paint: /api/_initial (SessionGate), then the route's lazy
 * chunk, then the feed or the post (docs/web.md "Page figures"). /api/_initial itself is preloaded by index.html.
 */
export function prefetchFirstScreen(store: AppStore, routes: RouteObject[], location: Pick<Location, 'pathname' | 'search'>): Promise<unknown> {
  prefetchChrome(store);
  const matches = matchRoutes(routes, location) ?? [];
  const screens = preloadScreens(matches.map(({ route }) => route));
  const leaf = matches.at(-1);
  if (!leaf) return screens;
  // The post answer does not depend on who reads it beyond the cookie the browser sends anyway.
  if (leaf.route.path?.includes('/post/:publicId') && leaf.params.publicId) {
    keepBriefly(store.dispatch(postsApi.endpoints.getPost.initiate(leaf.params.publicId)));
    return screens;
  }
  const feed = homeFeedOf(leaf.route);
  if (!feed) return screens;
  // The home feed depends on the user (homeFeed, rememberFeedSort): it starts once /api/_initial answered.
  const initial = store.dispatch(sessionApi.endpoints.getInitialState.initiate());
  void initial.then(({ data }) => {
    initial.unsubscribe();
    if (!data) return;
    const user = selectCurrentUser(store.getState());
    const param = new URLSearchParams(location.search).get(SORT_PARAM);
    const sort = resolveFeedSort({ param, stored: readDevicePreference(DEVICE_PREFERENCE_KEYS.sort), isRemembered: user?.rememberFeedSort ?? false });
    keepBriefly(store.dispatch(postsApi.endpoints.getFeed.initiate(homeFeedArgs(feed, user, sort))));
  });
  return screens;
}

/** Starts the lazy screens of these routes; settles when all are loaded (or one failed). */
export function preloadScreens(routes: RouteObject[]): Promise<unknown> {
  return Promise.all(routes.map((route) => (route.element as { type?: { preload?: () => Promise<unknown> } } | undefined)?.type?.preload?.()));
}

/**
 * The lazy parts of the chrome a first screen shows (docs/web.md "Initial JavaScript"): the wide
 * screens' sidebar links or the narrow screens' bottom bar at once, a member's navbar actions as soon as /api/_initial says who is signed in.
 */
function prefetchChrome(store: AppStore): void {
  if (window.matchMedia(`(min-width: ${ChromeConstants.mobileBreakpointPx}px)`).matches) preloadSidebarContent();
  else preloadBottomBar();
  const initial = store.dispatch(sessionApi.endpoints.getInitialState.initiate());
  void initial.then(({ data }) => {
    initial.unsubscribe();
    if (data?.user) void SignedInActions.preload();
  });
}

function homeFeedOf(route: RouteObject): HomeFeedRoute | null {
  if (route.index) return 'home';
  if (route.path === 'subscriptions' || route.path === 'all') return route.path;
  return null;
}

/** The screen subscribes itself when it mounts; this subscription only keeps the answer until then. */
function keepBriefly(request: { unsubscribe: () => void }): void {
  window.setTimeout(() => request.unsubscribe(), 30_000);
}
