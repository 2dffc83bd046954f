import { UiMessages } from '@app/contract';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AlertList } from '../../components/alerts/alert-list';
import { PageLoading } from '../../components/screens/page-loading';
import { LazyAuthModals } from '../../features/auth/components/lazy-auth-modals';
import { useThemeSync } from '../../features/theme/hooks/use-theme-sync';
import { useCurrentUser, useCurrentUserPoll } from '../../lib/use-session';
import { lazyNamed } from '../lazy-named';
import { AppBottomBar } from './app-bottom-bar';
import { AppNavbar } from './app-navbar';
import { AppPageFooter, AppSidebar } from './app-sidebar';
import { useSidebarDrawer } from './drawer/use-sidebar-drawer';
import { useNotificationsTitle } from './use-notifications-title';
import './root-layout.css';

const MAIN_ID = 'main';
const SidebarDrawer = lazyNamed(() => import('./drawer/sidebar-drawer'), 'SidebarDrawer');
const preloadDrawer = () => void SidebarDrawer.preload();

export function RootLayout() {
  useThemeSync();
  useCurrentUserPoll();
  useNotificationsTitle(useCurrentUser()?.notificationsNewCount ?? 0);
  const drawer = useSidebarDrawer(preloadDrawer);
  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {UiMessages.skipToContent}
      </a>
      <AppNavbar onMenuClick={drawer.open} />
      <div className="app-shell">
        <AppSidebar />
        <main id={MAIN_ID} className="page" tabIndex={-1}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
        <AppPageFooter />
      </div>
      <AppBottomBar />
      {(drawer.isOpen || drawer.dragOffset !== null) && (
        <Suspense fallback={null}>
          <SidebarDrawer isOpen={drawer.isOpen} dragOffset={drawer.dragOffset} width={drawer.width} onClose={drawer.close} />
        </Suspense>
      )}
      <LazyAuthModals />
      <AlertList />
      <ScrollRestoration />
    </>
  );
}
