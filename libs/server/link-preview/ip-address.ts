import { isIPv4, isIPv6 } from 'node:net';

/** An IP address as bytes: 4 for IPv4, 16 for IPv6. */
export interface IpAddress {
  readonly family: 4 | 6;
  readonly bytes: Uint8Array;
}

/** Parses the textual forms `net.isIP` accepts (an IPv6 zone such as `%eth0` is dropped); anything else is null. */
export function parseIp(text: string): IpAddress | null {
  const address = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  if (isIPv4(address)) return { family: 4, bytes: Uint8Array.from(address.split('.').map(Number)) };
  if (!isIPv6(address)) return null;
  return { family: 6, bytes: parseIpv6(address.split('%')[0]) };
}

function parseIpv6(address: string): Uint8Array {
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined];
  const groups = (part: string | undefined): number[] => {
    if (!part) return [];
    return part.split(':').flatMap((group) => {
      if (!group.includes('.')) return [parseInt(group, 16)];
      const [a, b, c, d] = group.split('.').map(Number);
      return [(a << 8) | b, (c << 8) | d];
    });
  };
  const left = groups(head);
  const right = groups(tail);
  const words = tail === undefined ? left : [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
  const bytes = new Uint8Array(16);
  words.forEach((word, i) => {
    bytes[i * 2] = word >> 8;
    bytes[i * 2 + 1] = word & 0xff;
  });
  return bytes;
}

/** A CIDR block, parsed once. */
export interface Cidr {
  readonly network: IpAddress;
  readonly prefix: number;
}

export function cidr(text: string): Cidr {
  const [address, prefix] = text.split('/');
  const network = parseIp(address);
  if (!network) throw new Error(`Bad CIDR ${text}`);
  return { network, prefix: Number(prefix ?? network.bytes.length * 8) };
}

export function inCidr(ip: IpAddress, block: Cidr): boolean {
  if (ip.family !== block.network.family) return false;
  for (let bit = 0; bit < block.prefix; bit += 8) {
    const bits = Math.min(8, block.prefix - bit);
    const mask = (0xff << (8 - bits)) & 0xff;
    const i = bit / 8;
    if ((ip.bytes[i] & mask) !== (block.network.bytes[i] & mask)) return false;
  }
  return true;
}

