import { isIP } from 'node:net';
import { DomainError } from '@app/server/core/errors';

/** A parsed block target: canonical address text, its family and prefix length (0 = one host). */
export interface IpRange {
  ip: string;
  family: 4 | 6;
  maskedBits: number;
}

const MIN_PREFIX = 8;

/**
 * `address` of `POST /api/ipblocks`: an IP or a CIDR range. A range is stored as its network address, so
 * `10.1.2.3/24` and `10.1.2.0/24` are the same block; a full-length prefix is a single host.
 */
export function parseIpRange(raw: string): IpRange {
  const address = raw.trim();
  const slash = address.indexOf('/');
  if (slash < 0) {
    const found = isIP(address);
    if (found === 0) throw new DomainError('BAD_IP', { address });
    const family = found === 6 ? 6 : 4;
    return { ip: canonical(address, family), family, maskedBits: 0 };
  }
  const [ip, bitsText] = [address.slice(0, slash), address.slice(slash + 1)];
  const found = isIP(ip);
  const family = found === 6 ? 6 : 4;
  const width = family === 4 ? 32 : 128;
  if (found === 0 || !/^\d{1,3}$/.test(bitsText) || Number(bitsText) > width) {
    throw new DomainError('BAD_IP_MASK', { detail: `invalid CIDR address: ${address}` });
  }
  const bits = Number(bitsText);
  if (bits < MIN_PREFIX) throw new DomainError('IP_SUBNET_TOO_LARGE');
  if (bits === width) return { ip: canonical(ip, family), family, maskedBits: 0 };
  return { ip: fromBigInt(toBigInt(ip, family) & mask(bits, width), family), family, maskedBits: bits };
}

/** The range as PostgreSQL `inet` text (a host gets its full-length prefix). */
export function rangeText(range: Pick<IpRange, 'ip' | 'family' | 'maskedBits'>): string {
  return `${range.ip}/${range.maskedBits || (range.family === 4 ? 32 : 128)}`;
}

export function familyOf(ip: string): 4 | 6 {
  return isIP(ip) === 6 ? 6 : 4;
}

function canonical(ip: string, family: 4 | 6): string {
  return fromBigInt(toBigInt(ip, family), family);
}

function mask(bits: number, width: number): bigint {
  return ((1n << BigInt(bits)) - 1n) << BigInt(width - bits);
}

function toBigInt(ip: string, family: 4 | 6): bigint {
  if (family === 4) return ip.split('.').reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n);
  return expandIPv6(ip).reduce((acc, group) => (acc << 16n) | BigInt(parseInt(group, 16)), 0n);
}

function fromBigInt(value: bigint, family: 4 | 6): string {
  if (family === 4) return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 255n)).join('.');
  const groups = [112n, 96n, 80n, 64n, 48n, 32n, 16n, 0n].map((shift) => ((value >> shift) & 0xffffn).toString(16));
  // The URL parser prints IPv6 in its canonical compressed form (RFC 5952).
  return new URL(`http://[${groups.join(':')}]/`).hostname.slice(1, -1);
}

/** Eight 16-bit groups; a trailing dotted IPv4 part (`::ffff:1.2.3.4`) becomes two groups. */
function expandIPv6(ip: string): string[] {
  let text = ip;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = toBigInt(dotted[1], 4);
    text = `${text.slice(0, -dotted[1].length)}${((v4 >> 16n) & 0xffffn).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : new Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right];
}
