import type { ComponentProps } from 'react';
import { RouterProvider } from 'react-router';
import { ErrorBoundary } from '../components/screens/error-boundary';
import { StoreProvider } from './hooks';
import { SessionGate } from './layout/session-gate';
import type { AppStore } from './store';

type AppRouter = ComponentProps<typeof RouterProvider>['router'];

/**
 * The app's providers around its routes: one tree for the browser (providers.tsx) and the server's first
 * screen (entry-server.tsx), since hydration needs the server's markup to come from the very same tree.
 */
export function AppTree({ store, router }: { store: AppStore; router: AppRouter }) {
  return (
    <ErrorBoundary>
      <StoreProvider store={store}>
        <SessionGate>
          <RouterProvider router={router} />
        </SessionGate>
      </StoreProvider>
    </ErrorBoundary>
  );
}
