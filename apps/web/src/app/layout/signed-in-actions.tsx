import type { User } from '@app/contract';
import { useEffect } from 'react';
import { UserMenu } from '../../features/auth/components/user-menu';
import { DarkModeSwitch } from '../../features/theme/components/dark-mode-switch';
import { NotificationsBell, preloadNotificationsPanel } from './notifications-bell';

/**
 * What a member's first press on a page opens (the bell's panel, Save, Report, a post's menu), fetched once
 * the page has settled and the browser is idle: loaded on the press, each took a second or two to answer.
 */
const MEMBER_ACTION_CHUNKS: readonly (() => Promise<unknown>)[] = [
  preloadNotificationsPanel,
  () => import('../../lib/lists/save-to-list-root'),
  () => import('../../lib/reports/open-report-dialog'),
  () => import('../../features/posts/components/post-card-menu-items'),
];
const SETTLE_MS = 2000;

/** Safari has no requestIdleCallback: there the fetches start after the settling time alone. */
function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 5000 });
  else run();
}

function usePrefetchMemberActions(): void {
  useEffect(() => {
    const timer = window.setTimeout(() => whenIdle(() => MEMBER_ACTION_CHUNKS.forEach((load) => void load().catch(() => undefined))), SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, []);
}

/**
 * The navbar's right side for a signed-in user: the bell and the account menu. A lazy chunk
 * (`app-navbar.tsx`): visitors never need it, and for members it loads beside /api/_initial.
 */
export function SignedInActions({ user }: { user: User }) {
  usePrefetchMemberActions();
  return (
    <>
      <NotificationsBell count={user.notificationsNewCount} />
      <UserMenu user={user}>
        <DarkModeSwitch />
      </UserMenu>
    </>
  );
}
