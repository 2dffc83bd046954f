import { UiMessages } from '@app/contract';
import { useId } from 'react';
import { NotificationsList } from '../../features/notifications/components/notifications-list';
import '../../components/feed/feed.css';
import { useDocumentTitle } from '../../lib/document-title';

/** `/notifications` (login required): the whole list, scrolling on page by page. */
export function NotificationsRoute() {
  const headingId = useId();
  useDocumentTitle(UiMessages.screenNames.notifications);
  return (
    <section className="card notifications-page" aria-labelledby={headingId}>
      <NotificationsList variant="page" headingId={headingId} />
    </section>
  );
}
