import { checkFetchUrl, hostOf } from './fetch-url';

const reason = (url: string, anyPort = false) => {
  const result = checkFetchUrl(url, anyPort);
  return result.ok ? 'ok' : result.reason;
};

describe('checkFetchUrl', () => {
  it.each([
    ['https://example.com/page?x=1', 'ok'],
    ['http://example.com', 'ok'],
    ['HTTP://EXAMPLE.COM/', 'ok'],
    ['http://example.com:80/', 'ok'],
    ['https://example.com:443/', 'ok'],
    ['http://example.com:443/', 'ok'],
    ['http://[2606:4700::1111]/', 'ok'],
    ['http://example.com:8080/', 'forbidden-port'],
    ['https://example.com:22/', 'forbidden-port'],
    ['http://127.0.0.1:6379/', 'forbidden-port'],
    ['ftp://example.com/', 'forbidden-scheme'],
    ['file:///etc/passwd', 'forbidden-scheme'],
    ['javascript:alert(1)', 'forbidden-scheme'],
    ['data:text/html,<meta>', 'forbidden-scheme'],
    ['gopher://example.com/', 'forbidden-scheme'],
    ['http://user:secret@example.com/', 'forbidden-credentials'],
    ['http://user@example.com/', 'forbidden-credentials'],
    ['', 'invalid-url'],
    ['example.com', 'invalid-url'],
    ['//example.com/', 'invalid-url'],
    ['http://', 'invalid-url'],
    ['http://exa mple.com/', 'invalid-url'],
    [`https://example.com/${'a'.repeat(2048)}`, 'invalid-url'],
  ])('%s → %s', (url, expected) => {
    expect(reason(url)).toBe(expected);
  });

  it('allows any port when private addresses are allowed (tests, development)', () => {
    expect(reason('http://127.0.0.1:6379/', true)).toBe('ok');
    expect(reason('ftp://127.0.0.1/', true)).toBe('forbidden-scheme');
  });

  it('normalises numeric IPv4 spellings before any check', () => {
    const result = checkFetchUrl('http://2130706433/');
    expect(result.ok && hostOf(result.url)).toBe('127.0.0.1');
    const hex = checkFetchUrl('http://0x7f.1/');
    expect(hex.ok && hostOf(hex.url)).toBe('127.0.0.1');
  });

  it('strips the brackets of an IPv6 host', () => {
    const result = checkFetchUrl('http://[::1]/');
    expect(result.ok && hostOf(result.url)).toBe('::1');
  });
});
