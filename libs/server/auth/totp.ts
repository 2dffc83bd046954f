import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { TWO_FACTOR } from '@app/contract';

/**
 * TOTP (RFC 6238) through otplib, with the authenticator apps' defaults (SHA-1, 6 digits, 30 s), and the sealing of
 * secrets at rest: AES-256-GCM under a key derived from SESSION_SECRET (docs/security.md, "Two-factor sign-in").
 */
export class Totp {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', serverSecret, 'quorum', 'totp-secret-sealing', 32));
  }

  newSecret(): string {
    return generateSecret({ length: 20 });
  }

  uri(secret: string, accountName: string): string {
    return generateURI({ issuer: TWO_FACTOR.issuer, label: accountName, secret, period: TWO_FACTOR.periodSeconds, digits: TWO_FACTOR.digits });
  }

  /**
   * The time step `code` belongs to, or null. One step of drift either way is accepted (clocks of phones wander);
   * steps up to `afterStep` are refused, so a code cannot be replayed within its step.
   */
  async matchStep(secret: string, code: string, now: Date, afterStep: number | null): Promise<number | null> {
    const token = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(token)) return null;
    try {
      const result = await verify({
        secret,
        token,
        epoch: Math.floor(now.getTime() / 1000),
        epochTolerance: TWO_FACTOR.periodSeconds,
        ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
      });
      return result.valid && 'timeStep' in result ? result.timeStep : null;
    } catch {
      return null;
    }
  }

  /** `v1.<iv>.<tag>.<ciphertext>`, base64url. */
  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), data].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
  }

  unseal(sealed: string): string {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Unknown sealed TOTP secret format');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code: 10 characters (about 49 bits) shown as `xxxxx-xxxxx`. */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** What is hashed and compared: lower-case, without spaces or dashes, so `ABCDE FGHIJ` matches `abcde-fghij`. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}
