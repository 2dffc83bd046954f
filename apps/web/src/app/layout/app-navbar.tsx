import { Navbar } from '../../components/navbar/navbar';
import { AuthButtons } from '../../features/auth/components/auth-buttons';
import { UserMenu } from '../../features/auth/components/user-menu';
import { DarkModeSwitch } from '../../features/theme/components/dark-mode-switch';
import { useCurrentUser } from '../../lib/use-session';
import { NotificationsBell } from './notifications-bell';

export function AppNavbar() {
  const user = useCurrentUser();
  return (
    <Navbar>
      {user ? (
        <>
          <NotificationsBell count={user.notificationsNewCount} />
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
