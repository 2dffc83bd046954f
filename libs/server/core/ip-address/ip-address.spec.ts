import { addressText, inRange, networkOf, parseAddress, unmapped } from './ip-address';

const text = (raw: string) => {
  const ip = parseAddress(raw);
  return ip ? addressText(ip) : null;
};

describe('parseAddress', () => {
  it('takes what net.isIP takes and prints it canonically', () => {
    expect(text('10.1.2.3')).toBe('10.1.2.3');
    expect(text('2001:DB8:0:0:0:0:0:1')).toBe('2001:db8::1');
    expect(text('::FFFF:1.2.3.4')).toBe('::ffff:102:304');
    expect(text('fe80::1%eth0')).toBe('fe80::1');
  });

  it('refuses the loose IPv4 spellings ipaddr.js alone would read', () => {
    for (const raw of ['127.1', '010.0.0.1', '0x7f.0.0.1', '4294967295', '10.0.0', '10.0.0.300', '[::1]', ' 10.0.0.1', '::ffff:300.0.0.1', '1::2::3']) {
      expect(parseAddress(raw)).toBeNull();
    }
  });

  it('reads ::a.b.c.d as IPv4-compatible, as Node and PostgreSQL do, not as IPv4-mapped', () => {
    expect(text('::1.2.3.4')).toBe('::102:304');
    expect(text('::0.0.0.1')).toBe('::1');
    expect(text('::1:1.2.3.4')).toBe('::1:102:304');
  });
});

describe('unmapped, networkOf, inRange', () => {
  it('turns only IPv4-mapped addresses into IPv4', () => {
    expect(addressText(unmapped(parseAddress('::ffff:10.0.0.1')!))).toBe('10.0.0.1');
    expect(addressText(unmapped(parseAddress('::10.0.0.1')!))).toBe('::a00:1');
    expect(addressText(unmapped(parseAddress('10.0.0.1')!))).toBe('10.0.0.1');
  });

  it('masks to the network and matches within one family only', () => {
    expect(addressText(networkOf(parseAddress('10.1.2.3')!, 20))).toBe('10.1.0.0');
    expect(addressText(networkOf(parseAddress('2001:db8:abcd:12:ffff::1')!, 48))).toBe('2001:db8:abcd::');
    expect(inRange(parseAddress('10.1.2.3')!, parseAddress('10.0.0.0')!, 8)).toBe(true);
    expect(inRange(parseAddress('11.1.2.3')!, parseAddress('10.0.0.0')!, 8)).toBe(false);
    expect(inRange(parseAddress('::ffff:10.1.2.3')!, parseAddress('10.0.0.0')!, 8)).toBe(false);
    expect(inRange(parseAddress('10.1.2.3')!, parseAddress('::')!, 0)).toBe(false);
  });
});
