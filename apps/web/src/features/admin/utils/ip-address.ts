const OCTET = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const HEXTET = /^[0-9a-f]{1,4}$/i;

/** 4 or 6 for an IP address in the usual text forms, 0 otherwise (node's net.isIP, for the browser). */
export function isIP(text: string): 0 | 4 | 6 {
  if (isIPv4(text)) return 4;
  return isIPv6(text) ? 6 : 0;
}

function isIPv4(text: string): boolean {
  const parts = text.split('.');
  return parts.length === 4 && parts.every((part) => OCTET.test(part));
}

function isIPv6(text: string): boolean {
  // An embedded IPv4 tail counts as two groups.
  let groups = text;
  let extra = 0;
  const lastColon = text.lastIndexOf(':');
  if (text.slice(lastColon + 1).includes('.')) {
    if (!isIPv4(text.slice(lastColon + 1))) return false;
    groups = `${text.slice(0, lastColon + 1)}0`;
    extra = 1;
  }
  const halves = groups.split('::');
  if (halves.length > 2) return false;
  const count = (half: string | undefined) => (half ? half.split(':') : []);
  const left = count(halves[0]);
  const right = count(halves[1]);
  if (![...left, ...right].every((group) => HEXTET.test(group))) return false;
  const total = left.length + right.length + extra;
  return halves.length === 2 ? total < 8 : total === 8;
}
