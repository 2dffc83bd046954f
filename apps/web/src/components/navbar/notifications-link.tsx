import { UiMessages } from '@app/contract';
import type { MouseEventHandler } from 'react';
import { NavLink } from 'react-router';
import { CountBadge } from '../count-badge/count-badge';
import { BellIcon } from '../icons/chrome-icons';

interface NotificationsLinkProps {
  count: number;
  onClick?: MouseEventHandler;
  onPointerEnter?: () => void;
  /** Whether the panel this link opens is shown (undefined when it opens none). */
  expanded?: boolean;
  controls?: string;
}

/** The navbar's way to /notifications on wide screens; narrow ones have it in the bottom bar. */
export function NotificationsLink({ count, onClick, onPointerEnter, expanded, controls }: NotificationsLinkProps) {
  return (
    <NavLink
      to="/notifications"
      className="icon-button navbar__notifications"
      aria-label={count > 0 ? UiMessages.notificationsWithCount(count) : UiMessages.notifications}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onClick}
      onPointerEnter={onPointerEnter}
    >
      <BellIcon />
      <CountBadge count={count} />
    </NavLink>
  );
}
