import { StrictMode } from 'react';
import { RouterProvider } from 'react-router';
import { ErrorBoundary } from '../components/screens/error-boundary';
import { StoreProvider } from './hooks';
import { SessionGate } from './layout/session-gate';
import { createAppRouter } from './router';
import { store } from './store';

const router = createAppRouter();

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
