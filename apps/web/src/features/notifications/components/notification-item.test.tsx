import type { NotificationView } from '@app/contract';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { StoreProvider } from '../../../app/hooks';
import { makeStore } from '../../../app/store';
import { NotificationItem } from './notification-item';
import { rootPerTest } from '../../../lib/testing/test-root';

const view = rootPerTest();

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600 * 1000).toISOString();

it('an aggregated notification shows the time of its last change, the one the list is ordered by', () => {
  const item: NotificationView = {
    id: 1,
    version: 1,
    textFormat: 'html',
    body: '',
    type: 'new_votes',
    seen: true,
    seenAt: hoursAgo(1),
    createdAt: hoursAgo(50),
    updatedAt: hoursAgo(2),
    title: '3 new upvotes on your post <b>Rivers</b>',
    icons: ['/favicon.png?v=2'],
    toURL: '/rivers/post/abcdEFGH',
  };
  view.render(
    <StoreProvider store={makeStore()}>
      <MemoryRouter>
        <ul>
          <NotificationItem item={item} />
        </ul>
      </MemoryRouter>
    </StoreProvider>,
  );
  const time = view.container.querySelector('.notification__time')?.textContent ?? '';
  expect(time).toBe('2 hours ago');
});
