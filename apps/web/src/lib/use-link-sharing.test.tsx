import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoreProvider } from '../app/hooks';
import { makeStore } from '../app/store';
import { selectAlerts } from '../components/alerts/alerts.slice';
import { rootPerTest } from './testing/test-root';
import { useLinkSharing } from './use-link-sharing';

const root = rootPerTest();

/** Renders the hook in a store of its own and hands back its handlers and that store. */
function renderSharing(url: string, title: string) {
  const store = makeStore();
  let handlers: ReturnType<typeof useLinkSharing> | undefined;
  function Probe() {
    handlers = useLinkSharing(url, title);
    return null;
  }
  root.render(
    <StoreProvider store={store}>
      <Probe />
    </StoreProvider>,
  );
  if (!handlers) throw new Error('the probe did not render');
  return { ...handlers, store };
}

describe('useLinkSharing', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    { clipboard: { writeText: () => Promise.resolve() }, alert: { id: 'copy-link', text: 'Link copied to clipboard.', kind: 'info' } },
    {
      clipboard: { writeText: () => Promise.reject(new Error('denied')) },
      alert: { id: 'copy-link', text: 'Failed to copy link to clipboard.', kind: 'error' },
    },
  ])('copies the link and says how it went ($alert.kind)', async ({ clipboard, alert }) => {
    const writeText = vi.fn(clipboard.writeText);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { handleCopy, store } = renderSharing('https://forum.test/books', 'books');
    await act(() => handleCopy());
    expect(writeText).toHaveBeenCalledWith('https://forum.test/books');
    expect(selectAlerts(store.getState())).toEqual([alert]);
  });

  it('hands the title and link to the share sheet and lets a dismissed sheet go quietly', async () => {
    const dismissed = Promise.reject(new DOMException('dismissed', 'AbortError'));
    const handled = vi.spyOn(dismissed, 'catch');
    const share = vi.fn(() => dismissed);
    vi.stubGlobal('navigator', { ...navigator, share });
    const { handleShare, store } = renderSharing('https://forum.test/books', 'books');
    handleShare();
    await act(() => Promise.resolve());
    expect(share).toHaveBeenCalledWith({ title: 'books', url: 'https://forum.test/books' });
    expect(handled).toHaveBeenCalled();
    expect(selectAlerts(store.getState())).toEqual([]);
  });
});
