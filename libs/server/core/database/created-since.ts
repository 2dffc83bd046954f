import type { DataSource } from 'typeorm';
import { idFloor } from '../ids';
import { queryRows } from './query-rows';

/**
 * Rows of `table` created since a time, deleted ones included (the site statistics, docs/api/rules.md §17).
 * Ids begin with their creation time (docs/api/rules.md §2), so the primary key bounds the scan to recent
 * rows (a minute early, for clock skew between processes); `created_at` decides.
 */
export async function countCreatedSince(db: DataSource, table: 'posts' | 'comments', since: Date): Promise<number> {
  const [row] = await queryRows<{ count: string }>(db, `SELECT count(*) FROM ${table} WHERE id >= $1 AND created_at > $2`, [
    idFloor(new Date(since.getTime() - 60_000)),
    since,
  ]);
  return Number(row.count);
}
