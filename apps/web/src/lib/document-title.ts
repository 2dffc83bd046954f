import { UiMessages } from '@app/contract';
import { useEffect } from 'react';

const COUNT_PREFIX = /^\(\d+\) /;

/** `title` with the '(N) ' unread-notifications prefix set to `count`, or removed at zero. */
export function titleWithNotifications(title: string, count: number): string {
  const bare = title.replace(COUNT_PREFIX, '');
  return count > 0 ? `${UiMessages.titleNotificationPrefix(count)}${bare}` : bare;
}

const unreadCount = () => Number(/^\((\d+)\) /.exec(document.title)?.[1] ?? 0);

/**
 * The tab title while a screen shows: '{screen} · Quorum' (or `screen` alone where it names the site already,
 * as a post's '{title} · {community}' does in the server's HTML too; the site's name for null), keeping the
 * '(N) ' unread prefix the layout maintains. Leaving the screen puts the site's name back.
 */
export function useDocumentTitle(screen: string | null, withSiteName = true): void {
  useEffect(() => {
    const title = screen === null ? UiMessages.appName : withSiteName ? `${screen} · ${UiMessages.appName}` : screen;
    document.title = titleWithNotifications(title, unreadCount());
    return () => {
      document.title = titleWithNotifications(UiMessages.appName, unreadCount());
    };
  }, [screen, withSiteName]);
}
