import { UiMessages } from '@app/contract';
import { useEffect } from 'react';
import { titleWithNotifications } from './document-title';

const unreadCount = () => Number(/^\((\d+)\) /.exec(document.title)?.[1] ?? 0);

/**
 * The tab title while a screen shows: '{screen} · Quorum', keeping the '(N) ' unread prefix the layout
 * maintains. Leaving the screen puts the site's name back.
 */
export function useDocumentTitle(screen: string): void {
  useEffect(() => {
    document.title = titleWithNotifications(`${screen} · ${UiMessages.appName}`, unreadCount());
    return () => {
      document.title = titleWithNotifications(UiMessages.appName, unreadCount());
    };
  }, [screen]);
}
