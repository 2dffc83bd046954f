import ipaddr from 'ipaddr.js';
import { inRange, IpAddress, parseAddress } from '@app/server/core/ip-address';

/** Why an address may not be fetched from; `public` is the only class the fetcher connects to. */
export type AddressClass =
  | 'public'
  | 'invalid'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'cloud-metadata'
  | 'cgnat'
  | 'multicast'
  | 'broadcast'
  | 'documentation'
  | 'reserved'
  | 'unique-local'
  | 'ipv4-embedded';

type Cidr = readonly [IpAddress, number];
type Table = ReadonlyArray<readonly [Cidr, AddressClass]>;
const table = (rows: Array<[string, AddressClass]>): Table => rows.map(([block, kind]) => [ipaddr.parseCIDR(block), kind] as const);
const inCidr = (ip: IpAddress, [network, bits]: Cidr): boolean => inRange(ip, network, bits);

/** First match wins, so the narrow blocks (metadata, broadcast) come before the ranges that hold them. */
const IPV4: Table = table([
  ['169.254.169.254/32', 'cloud-metadata'],
  ['255.255.255.255/32', 'broadcast'],
  ['0.0.0.0/8', 'unspecified'],
  ['10.0.0.0/8', 'private'],
  ['100.64.0.0/10', 'cgnat'],
  ['127.0.0.0/8', 'loopback'],
  ['169.254.0.0/16', 'link-local'],
  ['172.16.0.0/12', 'private'],
  ['192.0.0.0/24', 'reserved'],
  ['192.0.2.0/24', 'documentation'],
  ['192.88.99.0/24', 'reserved'],
  ['192.168.0.0/16', 'private'],
  ['198.18.0.0/15', 'reserved'],
  ['198.51.100.0/24', 'documentation'],
  ['203.0.113.0/24', 'documentation'],
  ['224.0.0.0/4', 'multicast'],
  ['240.0.0.0/4', 'reserved'],
]);

/**
 * Every IPv6 block that carries an IPv4 address (mapped, translated, 6to4, Teredo, the deprecated
 * "compatible" form) is refused whatever the IPv4 inside, so no spelling reaches a private host.
 * Outside these, only global unicast (2000::/3) is public.
 */
const IPV6: Table = table([
  ['fd00:ec2::254/128', 'cloud-metadata'],
  ['::/128', 'unspecified'],
  ['::1/128', 'loopback'],
  ['::ffff:0:0/96', 'ipv4-embedded'],
  ['::ffff:0:0:0/96', 'ipv4-embedded'],
  ['::/96', 'ipv4-embedded'],
  ['64:ff9b::/96', 'ipv4-embedded'],
  ['64:ff9b:1::/48', 'ipv4-embedded'],
  ['2001::/32', 'ipv4-embedded'],
  ['2002::/16', 'ipv4-embedded'],
  ['100::/64', 'reserved'],
  ['2001::/23', 'reserved'],
  ['2001:db8::/32', 'documentation'],
  ['3fff::/20', 'documentation'],
  ['5f00::/16', 'reserved'],
  ['fc00::/7', 'unique-local'],
  ['fe80::/10', 'link-local'],
  ['fec0::/10', 'reserved'],
  ['ff00::/8', 'multicast'],
]);

const GLOBAL_UNICAST: Cidr = ipaddr.parseCIDR('2000::/3');

/** Classifies an address (IPv6 bracketed or not) as the fetcher sees it: anything but `public` is refused before connecting. */
export function classifyAddress(text: string): AddressClass {
  const ip = parseAddress(text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text);
  if (!ip) return 'invalid';
  return classifyIp(ip);
}

export function classifyIp(ip: IpAddress): AddressClass {
  const rows = ip.kind() === 'ipv4' ? IPV4 : IPV6;
  const match = rows.find(([block]) => inCidr(ip, block));
  if (match) return match[1];
  if (ip.kind() === 'ipv6' && !inCidr(ip, GLOBAL_UNICAST)) return 'reserved';
  return 'public';
}

export function isPublicAddress(text: string): boolean {
  return classifyAddress(text) === 'public';
}
