import { UiMessages } from '@app/contract';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AlertList } from '../../components/alerts/alert-list';
import { SiteFooter } from '../../components/footer/site-footer';
import { PageLoading } from '../../components/screens/page-loading';
import { LazyAuthModals } from '../../features/auth/components/lazy-auth-modals';
import { useThemeSync } from '../../features/theme/hooks/use-theme-sync';
import { useCurrentUser, useCurrentUserPoll } from '../../lib/use-session';
import { AppBottomBar } from './app-bottom-bar';
import { AppNavbar } from './app-navbar';
import { AppSidebar } from './app-sidebar';
import { useNotificationsTitle } from './use-notifications-title';
import './root-layout.css';

const MAIN_ID = 'main';

export function RootLayout() {
  useThemeSync();
  useCurrentUserPoll();
  useNotificationsTitle(useCurrentUser()?.notificationsNewCount ?? 0);
  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {UiMessages.skipToContent}
      </a>
      <AppNavbar />
      <div className="app-shell">
        <AppSidebar />
        <main id={MAIN_ID} className="page" tabIndex={-1}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
        <SiteFooter className="app-shell__footer" />
      </div>
      <AppBottomBar />
      <LazyAuthModals />
      <AlertList />
      <ScrollRestoration />
    </>
  );
}
