import type { List } from '@app/contract';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rootPerTest } from '../../../lib/testing/test-root';
import { ListsIndex } from './lists-index';

const state = vi.hoisted(() => ({
  viewer: null as { username: string } | null,
  result: {} as Record<string, unknown>,
  args: [] as unknown[],
}));

vi.mock('../../../lib/use-session', () => ({ useCurrentUser: () => state.viewer }));
vi.mock('../../../lib/lists/lists.api', () => ({
  useGetListsQuery: (args: unknown) => {
    state.args.push(args);
    return state.result;
  },
}));

const later = {
  id: 1,
  name: 'later',
  displayName: 'Read later',
  username: 'ann',
  public: false,
  numItems: 3,
  description: 'Long reads',
  lastUpdatedAt: new Date().toISOString(),
} as List;

const view = rootPerTest();

function render(search = '') {
  view.render(
    <MemoryRouter initialEntries={[`/@ann/lists${search}`]}>
      <ListsIndex username="ann" notFound={<p>not found</p>} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  state.viewer = null;
  state.args = [];
  state.result = { data: [later], isLoading: false, isFetching: false, refetch: vi.fn() };
});

describe('ListsIndex', () => {
  it('shows the lists with their count, privacy and description; the owner gets filter and New list', () => {
    state.viewer = { username: 'Ann' };
    render('?sort=name&filter=private');
    expect(state.args.at(-1)).toEqual({ username: 'ann', sort: 'name', filter: 'private' });
    expect(view.container.querySelector('h1')?.textContent).toBe("@ann's lists");
    const card = view.container.querySelector('li.list-card');
    expect(card?.querySelector('a')?.getAttribute('href')).toBe('/@ann/lists/later');
    expect(card?.textContent).toContain('Private');
    expect(card?.textContent).toContain('3 items');
    expect(card?.textContent).toContain('Long reads');
    expect(view.container.querySelectorAll('select')).toHaveLength(2);
    expect(Array.from(view.container.querySelectorAll('button')).map((b) => b.textContent)).toContain('New list');
  });

  it('gives other viewers the sort only, and their own empty text', () => {
    state.result = { data: [], isLoading: false, isFetching: false, refetch: vi.fn() };
    render('?filter=private');
    expect(state.args.at(-1)).toEqual({ username: 'ann', sort: 'lastAdded', filter: 'all' });
    expect(view.container.querySelectorAll('select')).toHaveLength(1);
    expect(view.container.textContent).toContain('@ann has no public lists.');
    expect(view.container.textContent).not.toContain('New list');
  });

  it('says the lists failed to load and retries; a missing user is the 404 screen', () => {
    const refetch = vi.fn();
    state.result = { error: { status: 500, message: 'x', isNetworkError: false }, isLoading: false, refetch };
    render();
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain('Error loading lists');
    act(() => (Array.from(view.container.querySelectorAll('button')).find((b) => b.textContent === 'Retry') as HTMLButtonElement).click());
    expect(refetch).toHaveBeenCalled();
    state.result = { error: { status: 404, message: 'User not found.', isNetworkError: false }, isLoading: false, refetch };
    render();
    expect(view.container.textContent).toBe('not found');
  });
});
