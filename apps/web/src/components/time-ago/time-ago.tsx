import { useTimeAgo } from '../../lib/use-now';

/** A relative timestamp ('5 minutes ago') that stays right while the page is open: it re-renders every 60 s. */
export function TimeAgo({ date }: { date: string }) {
  return <>{useTimeAgo(date)}</>;
}
