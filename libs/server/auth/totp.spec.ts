import { generate } from 'otplib';
import { newRecoveryCode, normalizeRecoveryCode, Totp } from './totp';
import { assertPasswordAllowed, isCommonPassword } from './password-policy';

const totp = new Totp('a server secret of at least thirty-two characters');
const T0 = new Date('2026-11-28T12:00:01Z');
const stepOf = (date: Date) => Math.floor(date.getTime() / 30_000);

describe('Totp', () => {
  it('seals a secret so that only the same server secret opens it', () => {
    const secret = totp.newSecret();
    const sealed = totp.seal(secret);
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(secret);
    expect(totp.seal(secret)).not.toBe(sealed);
    expect(totp.unseal(sealed)).toBe(secret);
    expect(() => new Totp('another server secret of thirty-two characters').unseal(sealed)).toThrow();
  });

  it('matches the code of the current step and one step either side, and nothing after a used step', async () => {
    const secret = totp.newSecret();
    const code = await generate({ secret, epoch: T0.getTime() / 1000 });
    expect(await totp.matchStep(secret, code, T0, null)).toBe(stepOf(T0));
    expect(await totp.matchStep(secret, ` ${code.slice(0, 3)} ${code.slice(3)} `, T0, null)).toBe(stepOf(T0));
    expect(await totp.matchStep(secret, code, new Date(T0.getTime() + 30_000), null)).toBe(stepOf(T0));
    expect(await totp.matchStep(secret, code, new Date(T0.getTime() + 90_000), null)).toBeNull();
    expect(await totp.matchStep(secret, code, T0, stepOf(T0))).toBeNull();
    expect(await totp.matchStep(secret, 'abcdef', T0, null)).toBeNull();
    expect(await totp.matchStep(secret, '1234567', T0, null)).toBeNull();
  });

  it('writes an otpauth URI for the account', () => {
    expect(totp.uri('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 'alice')).toBe('otpauth://totp/Quorum:alice?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Quorum');
  });
});

describe('recovery codes', () => {
  it('are ten characters without look-alikes, read back whatever the case, spaces and dashes', () => {
    const codes = Array.from({ length: 50 }, newRecoveryCode);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    expect(new Set(codes).size).toBe(50);
    expect(normalizeRecoveryCode(' ABCDE fghjk ')).toBe('abcdefghjk');
    expect(normalizeRecoveryCode('abcde-fghjk')).toBe('abcdefghjk');
  });
});

describe('the common-password list', () => {
  it('holds the 10,000 most common passwords, compared lower-case', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('PassWord1')).toBe(true);
    expect(isCommonPassword('24081990')).toBe(true);
    expect(isCommonPassword('correct horse battery')).toBe(false);
  });

  it('refuses a common password after the length rules', () => {
    expect(() => assertPasswordAllowed('')).toThrow(expect.objectContaining({ key: 'PASSWORD_EMPTY' }));
    expect(() => assertPasswordAllowed('qwerty')).toThrow(expect.objectContaining({ key: 'PASSWORD_TOO_SHORT' }));
    expect(() => assertPasswordAllowed('iloveyou')).toThrow(expect.objectContaining({ key: 'PASSWORD_TOO_COMMON' }));
    expect(() => assertPasswordAllowed('a rare passphrase')).not.toThrow();
  });
});
