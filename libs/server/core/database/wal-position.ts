/**
 * PostgreSQL's write-ahead log positions (`pg_lsn`, text `16/B374D848`) as numbers, so two can be compared, and
 * as fixed-width hex text, so Redis can compare two as strings (member-write-positions.ts).
 */
export type WalPosition = bigint;

export function parseWalPosition(text: string): WalPosition {
  const match = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(text);
  if (!match) throw new Error(`not a WAL position: "${text}"`);
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

export function walPositionKey(position: WalPosition): string {
  return position.toString(16).padStart(16, '0');
}

export function walPositionFromKey(key: string): WalPosition {
  return BigInt(`0x${key}`);
}

const WAL_PAGE = 8192n;
const SHORT_PAGE_HEADER = 24n;
const LONG_PAGE_HEADER = 40n;
const WAL_SEGMENT = 16n * 1024n * 1024n;

/**
 * `pg_current_wal_insert_lsn()` as a replica's replay position would say it. When the last record ends exactly
 * at a page boundary, the insert position points past the next page's header, while the replayed position stays
 * at the boundary (no record ever ends inside a header), so a replica that has everything would never seem to
 * reach it while the primary is idle. Default page (8 kB) and segment (16 MB) sizes.
 */
export function insertPositionAsReplayed(position: WalPosition): WalPosition {
  if (position % WAL_SEGMENT === LONG_PAGE_HEADER) return position - LONG_PAGE_HEADER;
  if (position % WAL_PAGE === SHORT_PAGE_HEADER) return position - SHORT_PAGE_HEADER;
  return position;
}
