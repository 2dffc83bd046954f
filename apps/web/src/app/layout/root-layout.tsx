import { UiMessages } from '@app/contract';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AlertList } from '../../components/alerts/alert-list';
import { PageLoading } from '../../components/screens/page-loading';
import { AuthModals } from '../../features/auth/components/auth-modals';
import { useThemeSync } from '../../features/theme/hooks/use-theme-sync';
import { useCurrentUserPoll } from '../../lib/use-session';
import { AppNavbar } from './app-navbar';

const MAIN_ID = 'main';

export function RootLayout() {
  useThemeSync();
  useCurrentUserPoll();
  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {UiMessages.skipToContent}
      </a>
      <AppNavbar />
      <main id={MAIN_ID} className="page" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <AuthModals />
      <AlertList />
      <ScrollRestoration />
    </>
  );
}
