import { StrictMode } from 'react';
import { RouterProvider } from 'react-router';
import { ErrorBoundary } from '../components/screens/error-boundary';
import { setAppNavigate } from '../lib/app-link';
import { StoreProvider } from './hooks';
import { SessionGate } from './layout/session-gate';
import { prefetchFirstScreen } from './prefetch';
import { createAppRouter, routes } from './router';
import { store } from './store';

const router = createAppRouter();
prefetchFirstScreen(store, routes, window.location);
// AppLink's clicks: like react-router's Link, a link to the page already shown replaces its history entry.
setAppNavigate((to) => {
  const { pathname, search, hash } = router.state.location;
  void router.navigate(to, { replace: to === `${pathname}${search}${hash}` });
});

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
