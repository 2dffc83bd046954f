import { DomainError } from '@app/server/core/errors';
import { parseIpRange, rangeHolds, rangeText } from './ip-ranges';

const code = (raw: string) => {
  try {
    parseIpRange(raw);
    return 'accepted';
  } catch (error) {
    return error instanceof DomainError ? `${error.key}` : 'other';
  }
};

describe('parseIpRange', () => {
  it('stores a range as its network address', () => {
    expect(parseIpRange('10.1.2.3/24')).toEqual({ ip: '10.1.2.0', family: 4, maskedBits: 24 });
    expect(parseIpRange(' 2001:db8:abcd:12:ffff::1/48 ')).toEqual({ ip: '2001:db8:abcd::', family: 6, maskedBits: 48 });
  });

  it('treats a full-length prefix and a bare address as one host', () => {
    expect(parseIpRange('10.1.2.3/32')).toEqual({ ip: '10.1.2.3', family: 4, maskedBits: 0 });
    expect(parseIpRange('2001:DB8:0:0:0:0:0:1')).toEqual({ ip: '2001:db8::1', family: 6, maskedBits: 0 });
    expect(rangeText(parseIpRange('2001:db8::1/128'))).toBe('2001:db8::1/128');
  });

  it('refuses ranges wider than /8 and malformed input with bad-ip', () => {
    expect(code('10.0.0.0/7')).toBe('IP_SUBNET_TOO_LARGE');
    expect(code('10.0.0.0/33')).toBe('BAD_IP_MASK');
    expect(code('10.0.0/8')).toBe('BAD_IP_MASK');
    expect(code('not-an-ip')).toBe('BAD_IP');
    expect(code('10.0.0.0/8')).toBe('accepted');
    expect(code('127.1')).toBe('BAD_IP');
    expect(code('010.0.0.0/8')).toBe('BAD_IP_MASK');
  });

  it('judges and stores an IPv4-mapped range as the IPv4 range it covers', () => {
    expect(parseIpRange('::ffff:10.1.2.3')).toEqual({ ip: '10.1.2.3', family: 4, maskedBits: 0 });
    expect(parseIpRange('::ffff:10.1.2.3/120')).toEqual({ ip: '10.1.2.0', family: 4, maskedBits: 24 });
    expect(parseIpRange('::FFFF:a01:203/128')).toEqual({ ip: '10.1.2.3', family: 4, maskedBits: 0 });
    expect(code('::ffff:10.0.0.0/100')).toBe('IP_SUBNET_TOO_LARGE');
    expect(code('::ffff:0:0/96')).toBe('IP_SUBNET_TOO_LARGE');
    expect(code('::ffff:10.0.0.0/104')).toBe('accepted');
  });

  it('refuses an IPv6 range holding the whole IPv4-mapped space', () => {
    for (const raw of ['::/8', '::/64', '::ffff:0:0/95', '::ffff:10.0.0.0/80']) expect(code(raw)).toBe('IP_RANGE_HOLDS_IPV4');
    expect(code('::/7')).toBe('IP_SUBNET_TOO_LARGE');
    expect(parseIpRange('::1.2.3.4')).toEqual({ ip: '::102:304', family: 6, maskedBits: 0 });
    expect(code('::/97')).toBe('accepted');
    expect(code('100::/8')).toBe('accepted');
  });
});

describe('rangeHolds', () => {
  it('matches a client address in its own family, an IPv4-mapped one as IPv4', () => {
    expect(rangeHolds(parseIpRange('10.0.0.0/8'), '10.9.9.9')).toBe(true);
    expect(rangeHolds(parseIpRange('10.0.0.0/8'), '::ffff:10.9.9.9')).toBe(true);
    expect(rangeHolds(parseIpRange('10.9.9.9'), '10.9.9.9')).toBe(true);
    expect(rangeHolds(parseIpRange('10.9.9.9'), '10.9.9.8')).toBe(false);
    expect(rangeHolds(parseIpRange('2001:db8::/32'), '2001:DB8:1::5')).toBe(true);
    expect(rangeHolds(parseIpRange('2001:db8::/32'), '10.9.9.9')).toBe(false);
    expect(rangeHolds(parseIpRange('10.0.0.0/8'), 'not-an-address')).toBe(false);
  });
});
