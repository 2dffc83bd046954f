import { ChromeConstants } from '@app/contract';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTimeAgo } from './use-now';

function Stamp({ date }: { date: string }) {
  return <time>{useTimeAgo(date)}</time>;
}

describe('useTimeAgo / useNow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2024-05-01T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

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
});
