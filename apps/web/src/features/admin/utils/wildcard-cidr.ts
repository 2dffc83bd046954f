import { isIP } from './ip-address';

export type AddressParse = { ok: true; address: string } | { ok: false };

const OCTET = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/**
 * What the IP-blocks form sends as `address`: the server takes an IP or CIDR, so the client turns wildcards
 * into CIDR (docs/api/users.md, "IP blocks"). Trailing `*` octets become the prefix length (`10.0.*.*` → `10.0.0.0/16`; a short
 * form such as `10.0.*` reads the same); an IP or CIDR passes through. The server judges the range's size.
 */
export function toBlockAddress(input: string): AddressParse {
  const text = input.trim();
  if (text === '') return { ok: false };
  if (text.includes(':')) return isIPv6Range(text) ? { ok: true, address: text } : { ok: false };
  if (text.includes('/')) return isIPv4Cidr(text) ? { ok: true, address: text } : { ok: false };
  if (!text.includes('*')) return isIP(text) === 4 ? { ok: true, address: text } : { ok: false };
  return wildcardToCidr(text);
}

function wildcardToCidr(text: string): AddressParse {
  const parts = text.split('.');
  if (parts.length > 4) return { ok: false };
  const fixed = parts.findIndex((part) => part === '*');
  if (fixed === -1) return { ok: false };
  const head = parts.slice(0, fixed);
  const tail = parts.slice(fixed);
  // Only trailing octets may be wildcards: 10.*.0.1 is no range.
  if (!tail.every((part) => part === '*') || !head.every((part) => OCTET.test(part))) return { ok: false };
  const octets = [...head, '0', '0', '0', '0'].slice(0, 4);
  return { ok: true, address: `${octets.join('.')}/${head.length * 8}` };
}

function isIPv4Cidr(text: string): boolean {
  const [ip, bits, ...rest] = text.split('/');
  if (rest.length || ip === undefined || bits === undefined || !/^\d{1,2}$/.test(bits)) return false;
  return isIP(ip) === 4 && Number(bits) <= 32;
}

function isIPv6Range(text: string): boolean {
  const [ip, bits, ...rest] = text.split('/');
  if (rest.length || ip === undefined || isIP(ip) !== 6) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= 128);
}
