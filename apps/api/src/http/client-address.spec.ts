import type { IncomingMessage } from 'node:http';
import { clientAddress, rateLimitAddress, trustedProxySet } from './client-address';

const request = (peer: string, forwarded?: string) =>
  ({ socket: { remoteAddress: peer }, headers: forwarded ? { 'x-forwarded-for': forwarded } : {} }) as unknown as IncomingMessage;

describe('clientAddress', () => {
  const trusted = new Set(['10.0.0.1', '10.0.0.2']);

  it('is the socket peer when the peer is not a trusted proxy, whatever X-Forwarded-For says', () => {
    expect(clientAddress(request('203.0.113.5', '1.2.3.4'), trusted)).toBe('203.0.113.5');
  });

  it('reads X-Forwarded-For right to left past trusted hops', () => {
    expect(clientAddress(request('10.0.0.1', '1.2.3.4, 198.51.100.7, 10.0.0.2'), trusted)).toBe('198.51.100.7');
  });

  it('falls back to the peer when every hop is trusted, and unwraps IPv4-mapped peers', () => {
    expect(clientAddress(request('10.0.0.1', '10.0.0.2'), trusted)).toBe('10.0.0.1');
    expect(clientAddress(request('::ffff:203.0.113.9'), trusted)).toBe('203.0.113.9');
  });

  it('gives one client one spelling: IPv4-mapped in any form as IPv4, IPv6 canonical, other text as it came', () => {
    expect(clientAddress(request('::ffff:7f00:1'), trusted)).toBe('127.0.0.1');
    expect(clientAddress(request('10.0.0.1', '2001:DB8:0:0::7, ::FFFF:10.0.0.2'), trusted)).toBe('2001:db8::7');
    expect(clientAddress(request('10.0.0.1', 'unknown'), trusted)).toBe('unknown');
  });

  it('matches TRUSTED_PROXIES whichever way they are spelt', () => {
    const proxies = trustedProxySet(['::FFFF:10.0.0.1', 'FD00::1']);
    expect(clientAddress(request('10.0.0.1', '198.51.100.7'), proxies)).toBe('198.51.100.7');
    expect(clientAddress(request('fd00::1', '198.51.100.8'), proxies)).toBe('198.51.100.8');
  });
});

describe('rateLimitAddress', () => {
  it('keeps IPv4 as is and groups IPv6 by /64', () => {
    expect(rateLimitAddress('203.0.113.5')).toBe('203.0.113.5');
    expect(rateLimitAddress('2001:db8:1:2:aaaa::1')).toBe('2001:0db8:0001:0002::/64');
    expect(rateLimitAddress('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:0db8:0001:0002::/64');
    expect(rateLimitAddress('::1')).toBe('0000:0000:0000:0000::/64');
    expect(rateLimitAddress('fe80::1%eth0')).toBe('fe80:0000:0000:0000::/64');
    expect(rateLimitAddress('not an address')).toBe('not an address');
  });
});
