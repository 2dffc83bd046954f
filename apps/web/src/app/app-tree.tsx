import { RouterProvider, type RouterProviderProps } from 'react-router';
import { ErrorBoundary } from '../components/screens/error-boundary';
import { StoreProvider } from './hooks';
import { SessionGate } from './layout/session-gate';
import type { AppStore } from './store';

/** The app as both the browser and the server render it: hydration needs the same tree on both sides. */
export function AppTree({ store, router }: { store: AppStore; router: RouterProviderProps['router'] }) {
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
