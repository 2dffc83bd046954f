import { AdminMessages, type AnalyticsEvent, type BasicSiteStats } from '@app/contract';

export type StatKey = Exclude<keyof BasicSiteStats, 'version'>;

/** One chart's data in uPlot's column form: x = Unix seconds, ascending; one column per series. */
export interface StatColumns {
  times: number[];
  values: Record<StatKey, number[]>;
}

const KEYS: readonly StatKey[] = [
  'users_day',
  'users_week',
  'users_month',
  'return_users_day',
  'return_users_week',
  'return_users_month',
  'signups',
  'pwa_installs',
  'notifications_enabled',
  'posts_day',
  'posts_week',
  'comments_day',
  'comments_week',
];

/** The parsed payload (a JSON text, docs/api/users.md), or null when it is not a snapshot of numbers. */
export function parseSnapshot(payload: string): Partial<Record<StatKey, number>> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const record = parsed as Record<string, unknown>;
  const stats: Partial<Record<StatKey, number>> = {};
  for (const key of KEYS) if (typeof record[key] === 'number') stats[key] = record[key];
  return stats;
}

/** Snapshots arrive newest first, page after page; charts want them oldest first, unparsable ones left out. */
export function toColumns(events: readonly AnalyticsEvent[]): StatColumns {
  // Milliseconds kept (uPlot takes fractional seconds): snapshots can share a second; the id breaks ties.
  const rows = events
    .map((event) => ({ id: event.id, time: Date.parse(event.createdAt) / 1000, stats: parseSnapshot(event.payload) }))
    .filter((row): row is { id: number; time: number; stats: Partial<Record<StatKey, number>> } => row.stats !== null && Number.isFinite(row.time))
    .sort((a, b) => a.time - b.time || a.id - b.id);
  const values = Object.fromEntries(KEYS.map((key) => [key, rows.map((row) => row.stats[key] ?? 0)])) as Record<StatKey, number[]>;
  return { times: rows.map((row) => row.time), values };
}

/** An hour each side, in seconds: the window a single snapshot is drawn in. */
const LONE_SNAPSHOT_PAD_S = 3600;

/**
 * The time axis's range. uPlot widens a range of one instant by years (a lone snapshot sat on an axis of
 * 2027 to 2029): one snapshot gets the hour either side instead.
 */
export function timeRange(min: number | null, max: number | null): [number, number] {
  const from = min ?? 0;
  const to = max ?? from;
  return to > from ? [from, to] : [from - LONE_SNAPSHOT_PAD_S, from + LONE_SNAPSHOT_PAD_S];
}

/** When the latest snapshot was taken, as an ISO date, or null with none. */
export function latestTakenAt(columns: StatColumns): string | null {
  const last = columns.times.at(-1);
  return last === undefined ? null : new Date(last * 1000).toISOString();
}

/** The four charts: users, posts, comments, active users (docs/web.md "Admin dashboard"). */
export const CHARTS: readonly { title: string; keys: readonly StatKey[] }[] = [
  { title: AdminMessages.chartSignups, keys: ['signups'] },
  { title: AdminMessages.chartPosts, keys: ['posts_day', 'posts_week'] },
  { title: AdminMessages.chartComments, keys: ['comments_day', 'comments_week'] },
  { title: AdminMessages.chartUsers, keys: ['users_day', 'users_week', 'users_month'] },
];

/** The last value of each of a chart's series, for the text beside it (screen readers get numbers, not only pixels). */
export function latestValues(columns: StatColumns, keys: readonly StatKey[]): { key: StatKey; value: number }[] {
  return keys.map((key) => ({ key, value: columns.values[key].at(-1) ?? 0 }));
}
