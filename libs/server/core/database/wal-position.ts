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
