import { AddressClass, classifyAddress, isPublicAddress } from './address-policy';

const cases: Array<[string, AddressClass]> = [
  // public
  ['93.184.216.34', 'public'],
  ['1.1.1.1', 'public'],
  ['8.8.8.8', 'public'],
  ['9.255.255.255', 'public'],
  ['11.0.0.0', 'public'],
  ['100.63.255.255', 'public'],
  ['100.128.0.0', 'public'],
  ['172.15.255.255', 'public'],
  ['172.32.0.0', 'public'],
  ['192.167.255.255', 'public'],
  ['192.169.0.0', 'public'],
  ['223.255.255.255', 'public'],
  ['2606:4700:4700::1111', 'public'],
  ['2a00:1450:4001:82a::200e', 'public'],
  ['2001:4860:4860::8888', 'public'],
  // unspecified and "this network"
  ['0.0.0.0', 'unspecified'],
  ['0.255.255.255', 'unspecified'],
  ['::', 'unspecified'],
  ['0:0:0:0:0:0:0:0', 'unspecified'],
  // loopback
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['::1', 'loopback'],
  ['0:0:0:0:0:0:0:1', 'loopback'],
  // private
  ['10.0.0.0', 'private'],
  ['10.0.0.1', 'private'],
  ['10.255.255.255', 'private'],
  ['172.16.0.0', 'private'],
  ['172.31.255.255', 'private'],
  ['192.168.0.1', 'private'],
  ['192.168.255.255', 'private'],
  // link-local and cloud metadata
  ['169.254.0.0', 'link-local'],
  ['169.254.255.255', 'link-local'],
  ['169.254.169.254', 'cloud-metadata'],
  ['fe80::1', 'link-local'],
  ['fe80::1%eth0', 'link-local'],
  ['febf:ffff::1', 'link-local'],
  ['fd00:ec2::254', 'cloud-metadata'],
  // CGNAT
  ['100.64.0.0', 'cgnat'],
  ['100.127.255.255', 'cgnat'],
  // multicast
  ['224.0.0.1', 'multicast'],
  ['239.255.255.255', 'multicast'],
  ['ff02::1', 'multicast'],
  ['ff0e::101', 'multicast'],
  // broadcast and reserved
  ['255.255.255.255', 'broadcast'],
  ['240.0.0.1', 'reserved'],
  ['255.255.255.254', 'reserved'],
  ['192.0.0.8', 'reserved'],
  ['192.88.99.1', 'reserved'],
  ['198.18.0.1', 'reserved'],
  ['198.19.255.255', 'reserved'],
  ['100::1', 'reserved'],
  ['2001:2::1', 'reserved'],
  ['fec0::1', 'reserved'],
  ['4000::1', 'reserved'],
  ['1::1', 'reserved'],
  // documentation
  ['192.0.2.1', 'documentation'],
  ['198.51.100.7', 'documentation'],
  ['203.0.113.255', 'documentation'],
  ['2001:db8::1', 'documentation'],
  ['3fff::1', 'documentation'],
  // unique local
  ['fc00::1', 'unique-local'],
  ['fd12:3456:789a::1', 'unique-local'],
  ['fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'unique-local'],
  // IPv4 inside IPv6, whatever the IPv4
  ['::ffff:127.0.0.1', 'ipv4-embedded'],
  ['::ffff:7f00:1', 'ipv4-embedded'],
  ['::ffff:10.0.0.1', 'ipv4-embedded'],
  ['::ffff:169.254.169.254', 'ipv4-embedded'],
  ['::ffff:93.184.216.34', 'ipv4-embedded'],
  ['0:0:0:0:0:ffff:c0a8:0101', 'ipv4-embedded'],
  ['::ffff:0:7f00:1', 'ipv4-embedded'],
  ['::127.0.0.1', 'ipv4-embedded'],
  ['64:ff9b::7f00:1', 'ipv4-embedded'],
  ['64:ff9b::10.0.0.1', 'ipv4-embedded'],
  ['64:ff9b:1::a00:1', 'ipv4-embedded'],
  ['2002:7f00:1::1', 'ipv4-embedded'],
  ['2002:a9fe:a9fe::', 'ipv4-embedded'],
  ['2002:c0a8:101::1', 'ipv4-embedded'],
  ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'ipv4-embedded'],
  // not addresses
  ['', 'invalid'],
  ['localhost', 'invalid'],
  ['256.0.0.1', 'invalid'],
  ['1.2.3', 'invalid'],
  ['::g', 'invalid'],
];

describe('classifyAddress', () => {
  it.each(cases)('%s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it('accepts bracketed IPv6 as URLs write it', () => {
    expect(classifyAddress('[::1]')).toBe('loopback');
    expect(classifyAddress('[2606:4700:4700::1111]')).toBe('public');
  });

  it('calls only public addresses public', () => {
    expect(cases.filter(([address]) => isPublicAddress(address)).map(([, kind]) => kind)).toEqual(
      cases.filter(([, kind]) => kind === 'public').map(([, kind]) => kind),
    );
  });
});
