import { DomainError } from '@app/server/core/errors';
import { parseIpRange, rangeText } from './ip-ranges';

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
    const code = (raw: string) => {
      try {
        parseIpRange(raw);
        return 'accepted';
      } catch (error) {
        return error instanceof DomainError ? `${error.key}` : 'other';
      }
    };
    expect(code('10.0.0.0/7')).toBe('IP_SUBNET_TOO_LARGE');
    expect(code('10.0.0.0/33')).toBe('BAD_IP_MASK');
    expect(code('10.0.0/8')).toBe('BAD_IP_MASK');
    expect(code('not-an-ip')).toBe('BAD_IP');
    expect(code('10.0.0.0/8')).toBe('accepted');
  });
});
