import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ErrorBoundary } from '../components/screens/error-boundary';
import { setAppNavigate } from '../lib/app-link';
import { applyFirstScreen, takeFirstScreen } from './first-screen';
import { StoreProvider } from './hooks';
import { SessionGate } from './layout/session-gate';
import { prefetchFirstScreen } from './prefetch';
import { createAppRouter, routes } from './router';
import { store } from './store';

const router = createAppRouter();
// Before the prefetch: what the server-rendered page carries is then in the cache, and not fetched again.
const firstScreen = takeFirstScreen(document);
if (firstScreen) applyFirstScreen(store, firstScreen);
const screensLoaded = prefetchFirstScreen(store, routes, window.location);
// AppLink's clicks: like react-router's Link, a link to the page already shown replaces its history entry.
setAppNavigate((to) => {
  const { pathname, search, hash } = router.state.location;
  void router.navigate(to, { replace: to === `${pathname}${search}${hash}` });
});

/** The server renders the same tree (entry-server.tsx): hydration needs it. */
export function Providers() {
  return (
    <StrictMode>
      <ErrorBoundary>
        <StoreProvider store={store}>
          <SessionGate>
            <RouterProvider router={router} />
          </SessionGate>
        </StoreProvider>
      </ErrorBoundary>
    </StrictMode>
  );
}

/**
 * Server HTML in the root is hydrated once the route's lazy screens are loaded (so the first render finds them
 * and matches the HTML) and the page has painted (a frame, then a task: the HTML shows before any rendering
 * work); an empty root is rendered from scratch.
 */
export function mountApp(container: HTMLElement): void {
  if (!firstScreen || !container.hasChildNodes()) return createRoot(container).render(<Providers />);
  void screensLoaded.finally(() => requestAnimationFrame(() => setTimeout(() => hydrateRoot(container, <Providers />))));
}
