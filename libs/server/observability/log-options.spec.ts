import { Writable } from 'node:stream';
import { testConfig } from '@app/server/core/testing';
import { createRootLogger, loggableUrl, requestIdOf, wantsPrettyLogs } from './log-options';
import { bearerMatches } from './metrics-token';

describe('loggableUrl', () => {
  it('masks the values of secret-looking query parameters and keeps the rest', () => {
    expect(loggableUrl('/api/posts?adminKey=s3cret&sort=hot')).toBe('/api/posts?adminKey=[redacted]&sort=hot');
    expect(loggableUrl('/api/x?TOKEN=a&password=b&next=c')).toBe('/api/x?TOKEN=[redacted]&password=[redacted]&next=c');
    expect(loggableUrl('/api/x?%61dminKey=a')).toBe('/api/x?%61dminKey=[redacted]');
    expect(loggableUrl('/plain/path')).toBe('/plain/path');
  });
});

describe('requestIdOf', () => {
  it('keeps a short plain id and replaces anything else', () => {
    expect(requestIdOf('abc-123.x:y_z')).toBe('abc-123.x:y_z');
    for (const bad of [undefined, '', 'a b', 'x'.repeat(129), ['a', 'b'], 'line\nbreak']) expect(requestIdOf(bad)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('wantsPrettyLogs', () => {
  it('is pretty outside production on a terminal, or when asked', () => {
    expect(wantsPrettyLogs({ logFormat: 'auto', nodeEnv: 'development' }, true)).toBe(true);
    expect(wantsPrettyLogs({ logFormat: 'auto', nodeEnv: 'development' }, false)).toBe(false);
    expect(wantsPrettyLogs({ logFormat: 'auto', nodeEnv: 'production' }, true)).toBe(false);
    expect(wantsPrettyLogs({ logFormat: 'pretty', nodeEnv: 'production' }, false)).toBe(true);
    expect(wantsPrettyLogs({ logFormat: 'json', nodeEnv: 'development' }, true)).toBe(false);
  });
});

describe('createRootLogger', () => {
  it('writes JSON lines with the level by name and blanks passwords, cookies and tokens', () => {
    let text = '';
    const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => ((text += chunk.toString()), done()) });
    const logger = createRootLogger(testConfig('postgres://x/y', { logLevel: 'debug' }), 'api', sink);
    logger.info({ password: 'pw1', body: { newPassword: 'pw2' }, req: { headers: { cookie: 'SID=abc' } }, csrfToken: 'tok' }, 'hello');
    logger.debug('quiet');
    const [line, debug] = text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(line).toMatchObject({
      level: 'info',
      process: 'api',
      msg: 'hello',
      password: '[redacted]',
      body: { newPassword: '[redacted]' },
      req: { headers: { cookie: '[redacted]' } },
      csrfToken: '[redacted]',
    });
    expect(debug).toMatchObject({ level: 'debug', msg: 'quiet' });
    expect(text).not.toMatch(/pw1|pw2|SID=abc|"tok"/);
  });
});

describe('bearerMatches', () => {
  it('accepts exactly the configured token', () => {
    expect(bearerMatches('Bearer abcdefghijklmnop', 'abcdefghijklmnop')).toBe(true);
    expect(bearerMatches('bearer abcdefghijklmnop', 'abcdefghijklmnop')).toBe(true);
    expect(bearerMatches('Bearer abcdefghijklmno', 'abcdefghijklmnop')).toBe(false);
    expect(bearerMatches('abcdefghijklmnop', 'abcdefghijklmnop')).toBe(false);
    expect(bearerMatches(undefined, 'abcdefghijklmnop')).toBe(false);
  });
});
