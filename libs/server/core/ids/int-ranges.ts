/**
 * Bounds of PostgreSQL's integer columns. A client's number outside them would fail in SQL (a 500), so
 * every number from a request is checked against them first (an out-of-range number must be a 400, never a database error).
 */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;
const INT8_MIN = -(2n ** 63n);
const INT8_MAX = 2n ** 63n - 1n;

/** An integer an `integer` (int4) column can hold. */
export function isInt4(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= INT4_MIN && value <= INT4_MAX;
}

/** Whether decimal digits (optionally signed) fit an int4 or a bigint (int8) column. */
export function digitsFit(digits: string, column: 'int4' | 'int8'): boolean {
  if (!/^-?\d+$/.test(digits)) return false;
  const value = BigInt(digits);
  return column === 'int4' ? value >= BigInt(INT4_MIN) && value <= BigInt(INT4_MAX) : value >= INT8_MIN && value <= INT8_MAX;
}
