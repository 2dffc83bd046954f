import ipaddr from 'ipaddr.js';
import type { IncomingMessage } from 'node:http';
import { addressText, parseAddress, unmapped } from '@app/server/core/ip-address';

/**
 * An address as the app keys it: IPv6 in canonical text and an IPv4-mapped one as its IPv4, so one client
 * has one spelling. A dotted quad is already canonical; text that is no address stays as it came.
 */
function normalised(text: string): string {
  const ip = text.includes(':') ? parseAddress(text) : null;
  return ip ? addressText(unmapped(ip)) : text;
}

/** TRUSTED_PROXIES spelt as client addresses are, so `::ffff:10.0.0.1` or upper-case IPv6 still match. */
export function trustedProxySet(trustedProxies: readonly string[]): ReadonlySet<string> {
  return new Set(trustedProxies.map(normalised));
}

/**
 * The client's address: the socket peer, unless the peer is a trusted proxy; only then is
 * X-Forwarded-For read, right to left, skipping trusted hops: any client can write that header, so only
 * what our own proxies added to it is believed (TRUSTED_PROXIES, docs/security.md).
 */
export function clientAddress(req: IncomingMessage, trustedProxies: ReadonlySet<string>): string {
  const peer = normalised(req.socket.remoteAddress ?? '');
  if (!trustedProxies.has(peer)) return peer;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((hop) => normalised(hop.trim()));
  for (let i = hops.length - 1; i >= 0; i--) {
    if (hops[i] && !trustedProxies.has(hops[i])) return hops[i];
  }
  return peer;
}

/** IPv6 clients are limited per /64, since one host usually holds a whole /64. */
export function rateLimitAddress(address: string): string {
  const ip = address.includes(':') ? parseAddress(address) : null;
  if (!(ip instanceof ipaddr.IPv6)) return address;
  const prefix = ip.parts.slice(0, 4).map((group) => group.toString(16).padStart(4, '0'));
  return `${prefix.join(':')}::/64`;
}
