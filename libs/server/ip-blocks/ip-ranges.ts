import { isIP } from 'node:net';
import { DomainError } from '@app/server/core/errors';
import { addressBits, addressText, inRange, IpAddress, networkOf, parseAddress, unmapped } from '@app/server/core/ip-address';

/** A parsed block target: canonical address text, its family and prefix length (0 = one host). */
export interface IpRange {
  ip: string;
  family: 4 | 6;
  maskedBits: number;
}

const MIN_PREFIX = 8;
/** Where IPv4 clients sit in IPv6: `net.BlockList` matches every IPv4 address against an IPv6 rule holding it. */
const IPV4_MAPPED = parseAddress('::ffff:0:0') as IpAddress;
const IPV4_MAPPED_BITS = 96;

/**
 * `address` of `POST /api/ipblocks`: an IP or a CIDR range. A range is stored as its network address, so
 * `10.1.2.3/24` and `10.1.2.0/24` are the same block; a full-length prefix is a single host. A range
 * inside the IPv4-mapped space is the IPv4 range it covers, judged and stored as such (docs/security.md).
 */
export function parseIpRange(raw: string): IpRange {
  const address = raw.trim();
  const slash = address.indexOf('/');
  if (slash < 0) {
    const ip = parseAddress(address);
    if (!ip) throw new DomainError('BAD_IP', { address });
    return toRange(ip, addressBits(ip));
  }
  const [ipText, bitsText] = [address.slice(0, slash), address.slice(slash + 1)];
  const ip = parseAddress(ipText);
  if (!ip || !/^\d{1,3}$/.test(bitsText) || Number(bitsText) > addressBits(ip)) {
    throw new DomainError('BAD_IP_MASK', { detail: `invalid CIDR address: ${address}` });
  }
  return toRange(ip, Number(bitsText));
}

function toRange(ip: IpAddress, bits: number): IpRange {
  const ipv4 = unmapped(ip);
  if (ipv4 !== ip && bits >= IPV4_MAPPED_BITS) return toRange(ipv4, bits - IPV4_MAPPED_BITS);
  if (bits < MIN_PREFIX) throw new DomainError('IP_SUBNET_TOO_LARGE');
  if (bits <= IPV4_MAPPED_BITS && inRange(IPV4_MAPPED, ip, bits)) throw new DomainError('IP_RANGE_HOLDS_IPV4');
  const family = ip.kind() === 'ipv4' ? 4 : 6;
  if (bits === addressBits(ip)) return { ip: addressText(ip), family, maskedBits: 0 };
  return { ip: addressText(networkOf(ip, bits)), family, maskedBits: bits };
}

/** Whether the range holds `address` (a client address; an IPv4-mapped one counts as its IPv4 address). */
export function rangeHolds(range: IpRange, address: string): boolean {
  const ip = parseAddress(address);
  const network = parseAddress(range.ip);
  if (!ip || !network) return false;
  return inRange(unmapped(ip), network, range.maskedBits || addressBits(network));
}

/** The range as PostgreSQL `inet` text (a host gets its full-length prefix). */
export function rangeText(range: Pick<IpRange, 'ip' | 'family' | 'maskedBits'>): string {
  return `${range.ip}/${range.maskedBits || (range.family === 4 ? 32 : 128)}`;
}

export function familyOf(ip: string): 4 | 6 {
  return isIP(ip) === 6 ? 6 : 4;
}
