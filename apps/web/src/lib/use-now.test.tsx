import { ChromeConstants } from '@app/contract';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setServerNow, useTimeAgo } from './use-now';

function Stamp({ date }: { date: string }) {
  return <time>{useTimeAgo(date)}</time>;
}

describe('useTimeAgo / useNow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2024-05-01T12:00:00Z'));
  });
  afterEach(() => {
    setServerNow(undefined);
    vi.useRealTimers();
  });

  it('refreshes every 60 s', () => {
    expect(ChromeConstants.timeAgoRefreshMs).toBe(60_000);
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() => root.render(<Stamp date="2024-05-01T11:59:30Z" />));
    expect(container.textContent).toBe('just now');
    act(() => {
      vi.advanceTimersByTime(59_000);
    });
    expect(container.textContent).toBe('just now');
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(container.textContent).not.toBe('just now');
    expect(container.textContent).toMatch(/1 minute/);
    act(() => root.unmount());
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps a server-rendered page’s clock until its first tick, so hydration has nothing to render again', () => {
    // The server rendered 40 s before the browser read its clock: 'just now' for a comment 30 s older than that.
    setServerNow(Date.now() - 40_000);
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() => root.render(<Stamp date={new Date(Date.now() - 70_000).toISOString()} />));
    expect(container.textContent).toBe('just now');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(container.textContent).toMatch(/2 minutes/);
    act(() => root.unmount());
  });

  it('shows the browser’s clock at once when the server’s is older than a tick (a page from a cache)', () => {
    setServerNow(Date.now() - 10 * 60_000);
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() => root.render(<Stamp date={new Date(Date.now() - 70_000).toISOString()} />));
    expect(container.textContent).toMatch(/1 minute/);
    act(() => root.unmount());
  });
});
