import { ChromeConstants } from '@app/contract';
import { useSyncExternalStore } from 'react';
import { timeAgo } from './time-ago';

/**
 * One clock for the whole page: a post page shows a relative timestamp per comment, and a timer and an
 * effect per timestamp were measurable work at mount (docs/web.md "Page figures"). The interval runs only
 * while something reads the clock.
 */
const listeners = new Set<() => void>();
let now = Date.now();
let timer: number | undefined;

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    if (!isServerClock) now = Date.now();
    timer = window.setInterval(() => {
      now = Date.now();
      isServerClock = false;
      for (const notify of listeners) notify();
    }, ChromeConstants.timeAgoRefreshMs);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.clearInterval(timer);
    timer = undefined;
    isServerClock = false;
  };
}

/** The clock the server rendered the page with: hydration reads it, so relative times match its HTML. */
let serverNow: number | undefined;
/**
 * The page's clock starts at the server's when the two agree within a tick, and moves to the browser's at its first
 * tick: had the browser's reading differed from the one hydration used, React would re-render every timestamp of
 * the page at once, synchronously, right after hydrating it (useSyncExternalStore's check; a long task on the
 * post page). An older page (from a cache) shows the browser's time at once.
 */
let isServerClock = false;

export function setServerNow(value: number | undefined): void {
  serverNow = value;
  isServerClock = value !== undefined && Math.abs(Date.now() - value) < ChromeConstants.timeAgoRefreshMs;
  if (isServerClock) now = value ?? now;
}

/**
 * While nothing subscribes the clock does not tick, so a mount refreshes a stale reading. The same value
 * must come back for calls within one render (React compares them), hence the one-second tolerance.
 */
function getSnapshot(): number {
  if (timer === undefined && !isServerClock && Math.abs(Date.now() - now) >= 1000) now = Date.now();
  return now;
}

/**
 * The current time in ms, re-read every 60 s so relative timestamps ('5 minutes ago') stay right while the
 * page is open (docs/api/constants.md §9, relative timestamps).
 */
export function useNow(): number {
  return useSyncExternalStore(subscribe, getSnapshot, () => serverNow ?? getSnapshot());
}

/** `timeAgo(date)` that re-renders every 60 s, for `<time>{useTimeAgo(createdAt)}</time>`. */
export function useTimeAgo(date: string | Date): string {
  return timeAgo(date, new Date(useNow()));
}

/**
 * A relative timestamp ('5 minutes ago') that stays right while the page is open: it re-renders every 60 s.
 * Beside the clock, which the initial chunk holds (the first screen's data sets it): in a chunk of its own these
 * few lines cost more than they weigh (docs/web.md "Initial JavaScript").
 */
export function TimeAgo({ date }: { date: string }) {
  return <>{useTimeAgo(date)}</>;
}
