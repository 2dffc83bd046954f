import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import { AppConfig, ConfigError } from './app-config';

interface StoredSecrets {
  sessionSecret: string;
  pushVapidPublicKey: string;
  pushVapidPrivateKey: string;
}

/**
 * Fills the secrets the environment left unset. In development they are generated once and kept in
 * DATA_DIR/secrets.json, so sessions survive restarts; production must set them explicitly.
 */
export function withSecrets(config: AppConfig): AppConfig {
  const missing = !config.sessionSecret || !config.pushVapidPublicKey;
  if (!missing) return config;
  if (config.nodeEnv === 'production' && !config.sessionSecret) {
    throw new ConfigError(['SESSION_SECRET is required when NODE_ENV=production (generate one with: openssl rand -base64 48)']);
  }
  const stored = readOrCreateSecrets(config.dataDir);
  return config.with({
    sessionSecret: config.sessionSecret ?? stored.sessionSecret,
    pushVapidPublicKey: config.pushVapidPublicKey ?? stored.pushVapidPublicKey,
    pushVapidPrivateKey: config.pushVapidPrivateKey ?? stored.pushVapidPrivateKey,
  });
}

function readOrCreateSecrets(dataDir: string): StoredSecrets {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as StoredSecrets;
  const vapid = webpush.generateVAPIDKeys();
  const secrets: StoredSecrets = {
    sessionSecret: randomBytes(48).toString('base64url'),
    pushVapidPublicKey: vapid.publicKey,
    pushVapidPrivateKey: vapid.privateKey,
  };
  mkdirSync(dataDir, { recursive: true });
  // `wx` refuses to overwrite: when api and worker start together, the second one reads the first's file.
  try {
    writeFileSync(file, JSON.stringify(secrets, null, 2), { flag: 'wx', mode: 0o600 });
    chmodSync(file, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return JSON.parse(readFileSync(file, 'utf8')) as StoredSecrets;
    throw error;
  }
  return secrets;
}
