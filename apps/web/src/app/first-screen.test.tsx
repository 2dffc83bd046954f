import { CSRF_STORAGE_KEY, type Post } from '@app/contract';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postsApi, useGetPostQuery } from '../features/posts/posts.api';
import { useHydratedValue } from '../lib/use-media-query';
import { setServerNow, TimeAgo } from '../lib/use-now';
import { applyFirstScreen, FIRST_SCREEN_ID, type FirstScreenData, takeFirstScreen } from './first-screen';
import { StoreProvider } from './hooks';
import { makeStore } from './store';

const MINUTE = 60_000;
const renderedAt = Date.parse('2026-01-01T12:00:00Z');
const post = { id: 'p1', publicId: 'abc', title: 'Rivers </script> & lakes', createdAt: new Date(renderedAt - 5 * MINUTE).toISOString() } as Post;
const data: FirstScreenData = { now: renderedAt, entries: [{ endpointName: 'getPost', arg: 'abc', value: post }] };

function PostProbe() {
  const { data: shown, isLoading } = useGetPostQuery('abc');
  const side = useHydratedValue('browser', 'server');
  if (isLoading || !shown) return <p>loading</p>;
  return (
    <article data-side={side}>
      <h1>{shown.title}</h1>
      <TimeAgo date={shown.createdAt} />
    </article>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  setServerNow(undefined);
  document.body.innerHTML = '';
  localStorage.clear();
  document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('the data block of a server-rendered page', () => {
  it('is read back as written, and the CSRF token comes from the cookie the page set', () => {
    localStorage.setItem(CSRF_STORAGE_KEY, 'stale-token-of-an-old-session');
    document.cookie = 'csrftoken=fresh-token';
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = FIRST_SCREEN_ID;
    block.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
    document.body.append(block);
    expect(takeFirstScreen(document)).toEqual(data);
    expect(localStorage.getItem(CSRF_STORAGE_KEY)).toBe('fresh-token');
  });

  it('is absent from a page the browser renders alone', () => {
    document.cookie = 'csrftoken=fresh-token';
    expect(takeFirstScreen(document)).toBeNull();
    expect(localStorage.getItem(CSRF_STORAGE_KEY)).toBeNull();
  });

  it('fills the cache under the key the screen asks for: a fulfilled entry, nothing to fetch', () => {
    const store = makeStore();
    applyFirstScreen(store, data);
    const entry = postsApi.endpoints.getPost.select('abc')(store.getState());
    expect(entry.status).toBe('fulfilled');
    expect(entry.data).toEqual(post);
    // Frozen before the dispatch (Immer then leaves it alone), as Immer would have left it.
    expect(Object.isFrozen(entry.data)).toBe(true);
  });
});

describe('hydration of the server HTML', () => {
  it('matches what the server rendered (its clock, its snapshot values), fetches nothing, then shows the browser’s own', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const serverStore = makeStore();
    applyFirstScreen(serverStore, data);
    const html = renderToString(
      <StoreProvider store={serverStore}>
        <PostProbe />
      </StoreProvider>,
    );
    expect(html).toBe('<article data-side="server"><h1>Rivers &lt;/script&gt; &amp; lakes</h1>5 minutes ago</article>');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const clientStore = makeStore();
    applyFirstScreen(clientStore, data);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <StoreProvider store={clientStore}>
          <PostProbe />
        </StoreProvider>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    // After hydration the browser's values: its side, and the real clock (the post is months old by now).
    expect(container.querySelector('article')?.dataset.side).toBe('browser');
    expect(container.textContent).not.toContain('5 minutes ago');
  });
});
