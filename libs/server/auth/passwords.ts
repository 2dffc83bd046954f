import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (the library's default algorithm is argon2id). */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** A hash made once at start-up so a login for an unknown name costs as much as one for a real name. */
let decoyHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Verifies exactly what was typed: no trimming, no truncation (docs/api-notes.md). Unknown hash forms never match. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash || !storedHash.startsWith('$argon2')) {
    decoyHash ??= hashPassword('decoy password that nobody has');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
