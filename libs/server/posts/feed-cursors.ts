import { FeedSort } from '@app/contract';
import { DomainError } from '@app/server/core/errors';
import { digitsFit } from '@app/server/core/ids';

/**
 * Keyset cursors of docs/api/rules.md §6, all inclusive (the cursor names the first post of the next page).
 * `key` is the sort's leading value as text (hotness, points, or activity time in nanoseconds); `id`
 * the tie-breaker, absent only for a bare activity number sent by an old client.
 */
export interface FeedCursor {
  key: string | null;
  id: string | null;
}

const ID = '[0-9a-f]{24}';

/** The column type each sort's key is compared with in SQL (feed.repository.ts); activity is numeric. */
const KEY_COLUMN: Partial<Record<FeedSort, 'int4' | 'int8'>> = { hot: 'int8', all: 'int4', day: 'int4', week: 'int4', month: 'int4', year: 'int4' };
const KEYED = new RegExp(`^(-?\\d{1,20})\\.(${ID})$`);

export function parseFeedCursor(sort: FeedSort, raw: string | undefined): FeedCursor | null {
  if (raw === undefined || raw === '' || raw === 'null' || raw === 'undefined') return null;
  if (sort === 'latest') {
    if (!new RegExp(`^${ID}$`).test(raw)) throw new DomainError('INVALID_CURSOR');
    return { key: null, id: raw };
  }
  if (sort === 'activity' && /^\d{1,20}$/.test(raw)) return { key: raw, id: null };
  const match = KEYED.exec(raw);
  if (!match || (sort === 'activity' && match[1].startsWith('-'))) throw new DomainError('INVALID_CURSOR');
  const column = KEY_COLUMN[sort];
  if (column && !digitsFit(match[1], column)) throw new DomainError('INVALID_CURSOR');
  return { key: match[1], id: match[2] };
}

/** The `next` value for the first post of the next page. Activity cursors carry the id too (ours, recommended). */
export function formatFeedCursor(sort: FeedSort, key: string, id: string): string {
  return sort === 'latest' ? id : `${key}.${id}`;
}
