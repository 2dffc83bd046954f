import { useId } from 'react';
import { NotificationsList } from './notifications-list';

/** The bell's panel on wide screens: the first page, its actions, and a link to the whole list. */
export function NotificationsPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const headingId = useId();
  return (
    <div id={id} className="notifications-panel" role="dialog" aria-labelledby={headingId}>
      <NotificationsList variant="panel" headingId={headingId} onOpen={onClose} />
    </div>
  );
}
