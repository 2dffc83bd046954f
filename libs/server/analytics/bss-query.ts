import { DomainError } from '@app/server/core/errors';

/** The snapshot's event name (docs/api/rules.md §17). */
export const BSS_EVENT = 'bss';

/** docs/api/users.md: 250 snapshots per page unless asked otherwise. */
export const BSS_DEFAULT_LIMIT = 250;
/** Ours: a page holds at most this many (a year of hourly snapshots is 8760). */
export const BSS_MAX_LIMIT = 1000;
/** Ours: cursors beyond the year 9999 are not times PostgreSQL can compare (253402300799 = 9999-12-31T23:59:59Z). */
const MAX_UNIX_SECONDS = 253_402_300_799;

export interface BssQuery {
  limit: number;
  /** Unix seconds: the page starts with snapshots created in that second or before; null = newest. */
  next: number | null;
}

/**
 * `GET /api/analytics/bss?limit=&next=` (docs/api/users.md): an empty value is the default; anything but an
 * integer is `400 invalid-limit` / `400 invalid-next-value`, and so is an integer out of range.
 */
export function parseBssQuery(limit: unknown, next: unknown): BssQuery {
  return { limit: parseLimit(limit), next: parseNext(next) };
}

function parseLimit(raw: unknown): number {
  if (raw === undefined || raw === '') return BSS_DEFAULT_LIMIT;
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) throw new DomainError('INVALID_BSS_LIMIT');
  const limit = Number(raw);
  if (limit < 1 || limit > BSS_MAX_LIMIT) throw new DomainError('INVALID_BSS_LIMIT');
  return limit;
}

function parseNext(raw: unknown): number | null {
  if (raw === undefined || raw === '') return null;
  if (typeof raw !== 'string' || !/^\d{1,12}$/.test(raw)) throw new DomainError('INVALID_NEXT_VALUE');
  const next = Number(raw);
  if (next > MAX_UNIX_SECONDS) throw new DomainError('INVALID_NEXT_VALUE');
  return next;
}
