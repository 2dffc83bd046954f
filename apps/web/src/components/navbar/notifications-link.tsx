import { UiMessages } from '@app/contract';
import { NavLink } from 'react-router';
import { CountBadge } from '../count-badge/count-badge';
import { BellIcon } from '../icons/chrome-icons';

/** The navbar's way to /notifications on wide screens; narrow ones have it in the bottom bar. */
export function NotificationsLink({ count }: { count: number }) {
  return (
    <NavLink
      to="/notifications"
      className="icon-button navbar__notifications"
      aria-label={count > 0 ? UiMessages.notificationsWithCount(count) : UiMessages.notifications}
    >
      <BellIcon />
      <CountBadge count={count} />
    </NavLink>
  );
}
