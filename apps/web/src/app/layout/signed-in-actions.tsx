import type { User } from '@app/contract';
import { UserMenu } from '../../features/auth/components/user-menu';
import { DarkModeSwitch } from '../../features/theme/components/dark-mode-switch';
import { NotificationsBell } from './notifications-bell';

/**
 * The navbar's right side for a signed-in user: the bell and the account menu. A lazy chunk
 * (`app-navbar.tsx`): visitors never need it, and for members it loads beside /api/_initial.
 */
export function SignedInActions({ user }: { user: User }) {
  return (
    <>
      <NotificationsBell count={user.notificationsNewCount} />
      <UserMenu user={user}>
        <DarkModeSwitch />
      </UserMenu>
    </>
  );
}
