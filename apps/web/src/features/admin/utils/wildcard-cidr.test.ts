import { describe, expect, it } from 'vitest';
import { isIP } from './ip-address';
import { toBlockAddress } from './wildcard-cidr';

describe('toBlockAddress', () => {
  it.each([
    ['10.0.*.*', '10.0.0.0/16'],
    ['10.*.*.*', '10.0.0.0/8'],
    ['192.168.1.*', '192.168.1.0/24'],
    ['10.0.*', '10.0.0.0/16'],
    ['*.*.*.*', '0.0.0.0/0'],
    ['  172.16.*.*  ', '172.16.0.0/16'],
  ])('turns the wildcard %s into %s', (input, cidr) => {
    expect(toBlockAddress(input)).toEqual({ ok: true, address: cidr });
  });

  it.each(['203.0.113.7', '127.0.0.0/8', '10.0.0.0/32', '2001:db8::1', '2001:db8::/32', '::ffff:10.0.0.1'])('passes %s through', (input) => {
    expect(toBlockAddress(input)).toEqual({ ok: true, address: input });
  });

  it.each([
    '',
    '   ',
    '10.*.0.1',
    '10.0.1*.*',
    '256.0.0.1',
    '10.0.0',
    '10.0.0.0/33',
    '10.0.0.0/x',
    '1.2.3.4.5',
    '1.2.3.*.*',
    '2001:db8::/129',
    'gggg::1',
    'example.com',
  ])('refuses %j', (input) => {
    expect(toBlockAddress(input)).toEqual({ ok: false });
  });
});

describe('isIP', () => {
  it.each([
    ['127.0.0.1', 4],
    ['01.2.3.4', 0],
    ['::', 6],
    ['1:2:3:4:5:6:7:8', 6],
    ['1:2:3:4:5:6:7:8:9', 0],
    ['1::2::3', 0],
    ['::ffff:300.0.0.1', 0],
  ])('tells the families apart as node does: %s is %i', (input, family) => {
    expect(isIP(input)).toBe(family);
  });
});
