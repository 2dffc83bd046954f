import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { titleWithNotifications } from '../../lib/document-title';

/**
 * Keeps the '(N) ' unread prefix on the tab title. Runs again on navigation because a screen may
 * set its own title; its effect runs before this layout-level one, so the prefix lands last.
 */
export function useNotificationsTitle(count: number): void {
  const location = useLocation();
  useEffect(() => {
    const next = titleWithNotifications(document.title, count);
    if (next !== document.title) document.title = next;
  }, [count, location]);
}
