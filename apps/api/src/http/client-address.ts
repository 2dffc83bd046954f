import type { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';

const stripMapped = (address: string) => (address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address);

/**
 * The client's address: the socket peer, unless the peer is a trusted proxy; only then is
 * X-Forwarded-For read, right to left, skipping trusted hops (OURS.md).
 */
export function clientAddress(req: IncomingMessage, trustedProxies: ReadonlySet<string>): string {
  const peer = stripMapped(req.socket.remoteAddress ?? '');
  if (!trustedProxies.has(peer)) return peer;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((hop) => stripMapped(hop.trim()));
  for (let i = hops.length - 1; i >= 0; i--) {
    if (hops[i] && !trustedProxies.has(hops[i])) return hops[i];
  }
  return peer;
}

/** IPv6 clients are limited per /64, since one host usually holds a whole /64. */
export function rateLimitAddress(address: string): string {
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

function expandIPv6(address: string): string[] {
  const [head, tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : new Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => group.padStart(4, '0').toLowerCase());
}
