import { UiMessages } from '@app/contract';

const COUNT_PREFIX = /^\(\d+\) /;

/** `title` with the '(N) ' unread-notifications prefix set to `count`, or removed at zero. */
export function titleWithNotifications(title: string, count: number): string {
  const bare = title.replace(COUNT_PREFIX, '');
  return count > 0 ? `${UiMessages.titleNotificationPrefix(count)}${bare}` : bare;
}
