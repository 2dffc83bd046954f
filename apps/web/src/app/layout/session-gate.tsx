import type { ReactNode } from 'react';
import { AppErrorScreen } from '../../components/screens/app-error-screen';
import { OfflineScreen } from '../../components/screens/offline-screen';
import { PageLoading } from '../../components/screens/page-loading';
import { isApiError } from '../../lib/api-error';
import { useGetInitialStateQuery } from '../../lib/session.api';

/** 408 only comes from a service worker that could not reach the network (docs/api/session.md §4). */
function isOffline(error: unknown): boolean {
  if (!navigator.onLine) return true;
  return isApiError(error) && (error.isNetworkError || error.status === 408);
}

/** Renders the app only once /api/_initial answered: every screen depends on who is signed in. */
export function SessionGate({ children }: { children: ReactNode }) {
  const { isLoading, error } = useGetInitialStateQuery();
  if (isLoading) return <PageLoading />;
  if (error) return isOffline(error) ? <OfflineScreen /> : <AppErrorScreen />;
  return children;
}
