import { randomBytes, randomInt } from 'node:crypto';

let lastNanos = 0n;

/**
 * A 24-hex entity id: 8 bytes of Unix nanoseconds (big-endian) then 4 random bytes, so string order is
 * creation order (docs/api/rules.md §2). Nanoseconds are made strictly increasing within this process.
 */
export function newId(now: Date = new Date()): string {
  let nanos = BigInt(now.getTime()) * 1_000_000n;
  if (nanos <= lastNanos) nanos = lastNanos + 1n;
  lastNanos = nanos;
  return nanos.toString(16).padStart(16, '0') + randomBytes(4).toString('hex');
}

const PUBLIC_ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_';

/** The 8-character post id used in URLs. */
export function newPublicId(): string {
  let id = '';
  for (let i = 0; i < 8; i++) id += PUBLIC_ID_ALPHABET[randomInt(PUBLIC_ID_ALPHABET.length)];
  return id;
}

export const ID_PATTERN = /^[0-9a-f]{24}$/;

export function isId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}

/** The smallest id of anything created at or after `at`: a bound for primary-key range scans by time. */
export function idFloor(at: Date): string {
  return (BigInt(at.getTime()) * 1_000_000n).toString(16).padStart(16, '0') + '00000000';
}
