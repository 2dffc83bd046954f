import { ChromeConstants } from '@app/contract';
import { useEffect, useState } from 'react';
import { timeAgo } from './time-ago';

/**
 * The current time, re-read every `intervalMs` so relative timestamps ('5 minutes ago') stay
 * right while the page is open (calls-errors-constants.md §9: 'Relative timestamps refresh every 60 s').
 */
export function useNow(intervalMs: number = ChromeConstants.timeAgoRefreshMs): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** `timeAgo(date)` that re-renders every 60 s, for `<time>{useTimeAgo(createdAt)}</time>`. */
export function useTimeAgo(date: string | Date): string {
  return timeAgo(date, useNow());
}
