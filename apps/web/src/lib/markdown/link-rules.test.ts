import { describe, expect, it } from 'vitest';
import { toSafeLink } from './link-rules';

const origin = 'https://forum.example';

describe('toSafeLink', () => {
  it('keeps the allowed schemes as external links', () => {
    for (const href of [
      'http://a.example/x',
      'https://a.example/',
      'irc://irc.example/chan',
      'ircs://irc.example/c',
      'mailto:a@b.example',
      'xmpp:a@b.example',
    ]) {
      expect(toSafeLink(href, origin)).toEqual({ kind: 'external', href: new URL(href).href });
    }
  });
  it('drops dangerous and unknown schemes', () => {
    for (const href of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' java\tscript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'ftp://a.example',
      'file:///etc/passwd',
      '',
      'not a url',
    ]) {
      expect(toSafeLink(href, origin)).toBeNull();
    }
  });
  it('keeps same-site links in the app', () => {
    expect(toSafeLink('/c/post/abc', origin)).toEqual({ kind: 'internal', path: '/c/post/abc' });
    expect(toSafeLink('https://forum.example/@bob?x=1#y', origin)).toEqual({ kind: 'internal', path: '/@bob?x=1#y' });
  });
  // Browsers read '/\host' as '//host', so a raw startsWith('/') would call these internal.
  it('treats targets whose parsed form names another host as external', () => {
    for (const [target, href] of [
      ['/\\evil.example', 'https://evil.example/'],
      ['\\\\evil.example/x', 'https://evil.example/x'],
      ['//evil.example/x', 'https://evil.example/x'],
      ['/\t/evil.example', 'https://evil.example/'],
      ['/\n\\evil.example', 'https://evil.example/'],
      [' //evil.example', 'https://evil.example/'],
    ]) {
      expect(toSafeLink(target, origin), JSON.stringify(target)).toEqual({ kind: 'external', href });
    }
  });
  it('never hands on a same-site path that reads as protocol-relative', () => {
    expect(toSafeLink('https://forum.example//evil.example/x', origin)).toEqual({ kind: 'internal', path: '/evil.example/x' });
    expect(toSafeLink('/\\/', origin)).toBeNull();
  });
});
