import { Navbar } from '../../components/navbar/navbar';
import { NotificationsLink } from '../../components/navbar/notifications-link';
import { AuthButtons } from '../../features/auth/components/auth-buttons';
import { UserMenu } from '../../features/auth/components/user-menu';
import { DarkModeSwitch } from '../../features/theme/components/dark-mode-switch';
import { useCurrentUser } from '../../lib/use-session';

export function AppNavbar() {
  const user = useCurrentUser();
  return (
    <Navbar>
      {user ? (
        <>
          <NotificationsLink count={user.notificationsNewCount} />
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
