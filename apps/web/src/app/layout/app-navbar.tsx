import { Navbar } from '../../components/navbar/navbar';
import { AuthButtons } from '../../features/auth/components/auth-buttons';
import { UserMenu } from '../../features/auth/components/user-menu';
import { DarkModeSwitch } from '../../features/theme/components/dark-mode-switch';
import { useCurrentUser } from '../../lib/use-session';
import { Suspense } from 'react';
import { lazyNamed } from '../lazy-named';

// Signed-in only: its own chunk, so a guest's first screen (server-rendered) does not download it.
const NotificationsBell = lazyNamed(() => import('./notifications-bell'), 'NotificationsBell');

export function AppNavbar() {
  const user = useCurrentUser();
  return (
    <Navbar>
      {user ? (
        <>
          <Suspense fallback={null}>
            <NotificationsBell count={user.notificationsNewCount} />
          </Suspense>
          <UserMenu user={user}>
            <DarkModeSwitch />
          </UserMenu>
        </>
      ) : (
        <AuthButtons />
      )}
    </Navbar>
  );
}
