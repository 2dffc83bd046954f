import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config';
import { withSecrets } from './secrets';

describe('withSecrets', () => {
  it('generates missing secrets once and reuses them on the next start', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'quorum-secrets-'));
    const first = withSecrets(loadConfig({ DATA_DIR: dataDir }));
    expect(first.sessionSecret!.length).toBeGreaterThanOrEqual(32);
    expect(first.pushVapidPublicKey).toHaveLength(87);
    expect(first.pushVapidPrivateKey).toHaveLength(43);
    const second = withSecrets(loadConfig({ DATA_DIR: dataDir }));
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect(second.pushVapidPublicKey).toBe(first.pushVapidPublicKey);
    expect(statSync(join(dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')).sessionSecret).toBe(first.sessionSecret);
  });

  it('keeps secrets given in the environment', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'quorum-secrets-'));
    const config = withSecrets(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 's'.repeat(40) }));
    expect(config.sessionSecret).toBe('s'.repeat(40));
  });

  it('refuses to invent a session secret in production', () => {
    expect(() => withSecrets(loadConfig({ NODE_ENV: 'production' }))).toThrow(ConfigError);
  });
});
