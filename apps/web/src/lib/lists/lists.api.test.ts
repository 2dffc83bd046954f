import type { List } from '@app/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { selectAlerts } from '../../components/alerts/alerts.slice';
import { listsApi } from './lists.api';

const mine = { id: 7, name: 'later', displayName: 'Read later', numItems: 2, username: 'ann' } as List;
const target = { type: 'post', id: 'p1' } as const;
const listsArgs = { username: 'ann', sort: 'lastAdded', filter: 'all' } as const;

// Node's Request refuses the app's relative URLs; the browser resolves them against the page.
const NodeRequest = globalThis.Request;
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://localhost/') : input, init);
  }
}

function answer(status: number, body: unknown) {
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
  );
}

async function storeWithCaches() {
  const store = makeStore();
  await store.dispatch(listsApi.util.upsertQueryData('getSavedTo', target, []));
  await store.dispatch(listsApi.util.upsertQueryData('getLists', listsArgs, [mine]));
  // A subscription, so the cached lists count as live and get patched.
  store.dispatch(listsApi.endpoints.getLists.initiate(listsArgs, { subscribe: true }));
  // The store's type predates the tags the lists endpoints add (enhanceEndpoints), hence the casts.
  const savedTo = () => listsApi.endpoints.getSavedTo.select(target)(store.getState() as never).data;
  const count = () => listsApi.endpoints.getLists.select(listsArgs)(store.getState() as never).data?.[0]?.numItems;
  return { store, savedTo, count };
}

afterEach(() => vi.unstubAllGlobals());

describe('saving to a list', () => {
  it('checks the list and counts the item at once, then says where it went', async () => {
    answer(200, { items: [], next: null });
    const { store, savedTo, count } = await storeWithCaches();
    const call = store.dispatch(listsApi.endpoints.addListItem.initiate({ list: mine, target }));
    expect(savedTo()).toEqual([7]);
    expect(count()).toBe(3);
    await call;
    const requests = vi.mocked(fetch).mock.calls.map((args) => args[0] as Request);
    const request = requests.find((sent) => sent.method === 'POST');
    expect(new URL(request?.url ?? '').pathname).toBe('/api/lists/7/items');
    expect(await request?.text()).toBe(JSON.stringify({ targetType: 'post', targetId: 'p1' }));
    // Then the lists are asked again for their counts (a lists answer already on its way lacks this item).
    await vi.waitFor(() =>
      expect(
        vi
          .mocked(fetch)
          .mock.calls.map((args) => (args[0] as Request).method)
          .at(-1),
      ).toBe('GET'),
    );
    expect(new URL((vi.mocked(fetch).mock.calls.at(-1)?.[0] as Request).url).pathname).toBe('/api/users/ann/lists');
    expect(savedTo()).toEqual([7]);
    expect(selectAlerts(store.getState()).map((alert) => alert.text)).toContain('Saved to Read later');
  });

  it('rolls back and shows an error alert when the call fails', async () => {
    const { store, savedTo, count } = await storeWithCaches();
    answer(500, { status: 500, message: 'boom' });
    await store.dispatch(listsApi.endpoints.addListItem.initiate({ list: mine, target }));
    expect(savedTo()).toEqual([]);
    expect(count()).toBe(2);
    const alerts = selectAlerts(store.getState());
    expect(alerts.map((alert) => [alert.text, alert.kind])).toEqual([['Something went wrong.', 'error']]);
  });

  it('removing unchecks the list and lowers the count', async () => {
    answer(200, { items: [], next: null });
    const { store, savedTo, count } = await storeWithCaches();
    await store.dispatch(listsApi.util.upsertQueryData('getSavedTo', target, [7]));
    await store.dispatch(listsApi.endpoints.removeListItem.initiate({ list: mine, target }));
    expect(savedTo()).toEqual([]);
    expect(count()).toBe(1);
    expect(selectAlerts(store.getState()).map((alert) => alert.text)).toContain('Removed from Read later');
  });
});
