import { type NotificationView, UiMessages } from '@app/contract';
import { memo } from 'react';
import { Link } from 'react-router';
import { MoreIcon } from '../../../components/icons/more-icon';
import { DropdownMenu } from '../../../components/menu/dropdown-menu';
import { MenuButton } from '../../../components/menu/menu-items';
import { TimeAgo } from '../../../lib/use-now';
import { useDeleteNotificationMutation, useMarkNotificationSeenMutation } from '../notifications.api';
import { parseNotificationTitle } from '../utils/notification-title';

function NotificationTitle({ html }: { html: string }) {
  return <>{parseNotificationTitle(html).map((run, i) => (run.bold ? <b key={i}>{run.text}</b> : <span key={i}>{run.text}</span>))}</>;
}

interface NotificationItemProps {
  item: NotificationView;
  /** Called after a click that leaves for the target (the panel closes itself). */
  onOpen?: () => void;
}

/**
 * One notification: opening it marks it seen and goes to its target (`toURL`, which carries the
 * comment focus and the highlight range); `#` targets only mark it seen (docs/api/notifications.md §5).
 */
export const NotificationItem = memo(function NotificationItem({ item, onOpen }: NotificationItemProps) {
  const [markSeen] = useMarkNotificationSeenMutation();
  const [remove, { isLoading: isRemoving }] = useDeleteNotificationMutation();
  const open = () => {
    if (!item.seen) void markSeen({ id: item.id, seen: true });
    onOpen?.();
  };
  const content = (
    <>
      <img className="notification__icon" src={item.icons[0] ?? '/favicon.png?v=2'} alt="" width={40} height={40} loading="lazy" decoding="async" />
      <span className="notification__text">
        <span className="notification__title">
          <NotificationTitle html={item.title} />
        </span>
        <span className="notification__time">
          {/* The list is ordered by the last change (an upvote added to "3 new upvotes"): its time is that one. */}
          <TimeAgo date={item.updatedAt} />
          {!item.seen && <span className="visually-hidden">, {UiMessages.unseenNotification}</span>}
        </span>
      </span>
    </>
  );
  return (
    <li className={`notification${item.seen ? '' : ' notification--unseen'}`} aria-busy={isRemoving || undefined}>
      {item.toURL === '#' ? (
        <button type="button" className="notification__target" onClick={open}>
          {content}
        </button>
      ) : (
        <Link to={item.toURL} className="notification__target" onClick={open}>
          {content}
        </Link>
      )}
      {!item.seen && <span className="notification__dot" aria-hidden="true" />}
      <DropdownMenu trigger={<MoreIcon />} label={UiMessages.notificationOptions} triggerClassName="icon-button notification__menu">
        <MenuButton onClick={() => void markSeen({ id: item.id, seen: !item.seen })}>{item.seen ? UiMessages.markAsUnseen : UiMessages.markAsSeen}</MenuButton>
        <MenuButton onClick={() => void remove(item.id)}>{UiMessages.deleteNotification}</MenuButton>
      </DropdownMenu>
    </li>
  );
});
