import ipaddr from 'ipaddr.js';
import { isIP } from 'node:net';

/** A parsed IP address (ipaddr.js): `kind()` is `ipv4` or `ipv6`. */
export type IpAddress = ipaddr.IPv4 | ipaddr.IPv6;

/**
 * An address in the strict text forms `net.isIP` takes, or null; an IPv6 zone (`%eth0`) is dropped.
 * ipaddr.js alone also reads `127.1` and octal or hex parts as IPv4, spellings that let one address pass
 * for another, so `net.isIP` decides what is an address and ipaddr.js only reads it.
 */
export function parseAddress(text: string): IpAddress | null {
  if (!isIP(text)) return null;
  const address = text.split('%')[0];
  // ipaddr.js reads `::a.b.c.d` as IPv4-mapped; RFC 4291, Node and PostgreSQL read it as `::a.b:c.d`
  // (the deprecated IPv4-compatible form). A zero group in front makes ipaddr.js read it the same way.
  return ipaddr.parse(/^::\d+\./.test(address) ? `::0:${address.slice(2)}` : address);
}

/** An IPv4-mapped IPv6 address (`::ffff:a.b.c.d`) as the IPv4 address it carries; any other as it is. */
export function unmapped(ip: IpAddress): IpAddress {
  return ip instanceof ipaddr.IPv6 && ip.isIPv4MappedAddress() ? ip.toIPv4Address() : ip;
}

/** The address's length in bits: 32 or 128. */
export const addressBits = (ip: IpAddress): 32 | 128 => (ip.kind() === 'ipv4' ? 32 : 128);

/** Canonical text: dotted quad, or IPv6 compressed and lowercase (RFC 5952). */
export function addressText(ip: IpAddress): string {
  return ip instanceof ipaddr.IPv6 ? ip.toRFC5952String() : ip.toString();
}

/** The first address of the `bits`-long prefix holding `ip`. */
export function networkOf(ip: IpAddress, bits: number): IpAddress {
  const mask = (ip.kind() === 'ipv4' ? ipaddr.IPv4 : ipaddr.IPv6).subnetMaskFromPrefixLength(bits).toByteArray();
  return ipaddr.fromByteArray(ip.toByteArray().map((byte, i) => byte & mask[i]));
}

/** Whether `ip` lies in the range `network/bits`; addresses of the other family never do. */
export function inRange(ip: IpAddress, network: IpAddress, bits: number): boolean {
  return ip.kind() === network.kind() && ip.match(network, bits);
}
