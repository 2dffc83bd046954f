import { generate } from 'otplib';
import request from 'supertest';
import { Clock } from '@app/server/core/clock';
import { addMod, createCommunity, makeAdmin, Member, signUp, uniqueName } from './community-fixtures';
import { TestApi } from './harness';

/** Two-factor sign-in, re-authentication and the common-password list (docs/api/session.md, docs/security.md). */
let api: TestApi;
const PASSWORD = 'correct horse battery';
const STEP_MS = 30_000;
/** The server's clock, moved by whole 30-second steps so codes are computed for known steps. */
let now = Math.floor(Date.now() / STEP_MS) * STEP_MS + 1_000;

beforeAll(async () => {
  api = await TestApi.start({});
  jest.spyOn(Clock.prototype, 'now').mockImplementation(() => new Date(now));
});
afterAll(async () => {
  jest.restoreAllMocks();
  await api.close();
});

const codeAt = (secret: string, at = now) => generate({ secret, epoch: Math.floor(at / 1000) });
const nextStep = () => (now += STEP_MS);
const body = (res: request.Response) => ({ status: res.status, code: res.body?.code as string | undefined });

const login = (fields: Record<string, string>) => api.client().post('/api/_login', { password: PASSWORD, ...fields });

async function loginAs(username: string, extra: Record<string, string> = {}) {
  const client = api.client();
  const res = await client.post('/api/_login', { username, password: PASSWORD, ...extra });
  return { res, client };
}

/** A member who turned two-factor sign-in on; its secret and recovery codes as the settings page saw them. */
async function withTwoFactor(member?: Member): Promise<Member & { secret: string; recoveryCodes: string[] }> {
  const m = member ?? (await signUp(api));
  const setup = await m.client.post('/api/_two_factor/setup', { password: PASSWORD });
  expect(setup.status).toBe(200);
  const secret = setup.body.secret as string;
  const enabled = await m.client.post('/api/_two_factor/enable', { code: await codeAt(secret) });
  expect(enabled.status).toBe(200);
  return { ...m, secret, recoveryCodes: enabled.body.recoveryCodes };
}

describe('turning two-factor sign-in on', () => {
  it('re-authenticates, answers a secret and its otpauth URI, and keeps the secret sealed until a code confirms it', async () => {
    const member = await signUp(api);
    expect(body(await member.client.post('/api/_two_factor/setup', { password: 'not my password' }))).toEqual({ status: 403, code: 'wrong_password' });
    const setup = await member.client.post('/api/_two_factor/setup', { password: PASSWORD });
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUri).toBe(`otpauth://totp/Quorum:${member.name}?secret=${setup.body.secret}&issuer=Quorum`);
    const [row] = await api.db.query('SELECT secret_sealed, pending_secret_sealed FROM account_two_factor WHERE user_id = $1', [member.id]);
    expect(row.secret_sealed).toBeNull();
    expect(row.pending_secret_sealed).toMatch(/^v1\./);
    expect(row.pending_secret_sealed).not.toContain(setup.body.secret);
    // Not on before a code confirms it: the password alone still logs in.
    expect((await loginAs(member.name)).res.status).toBe(200);

    expect(body(await member.client.post('/api/_two_factor/enable', { code: '000000' }))).toEqual({ status: 403, code: 'two_factor_invalid' });
    const enabled = await member.client.post('/api/_two_factor/enable', { code: await codeAt(setup.body.secret) });
    expect(enabled.status).toBe(200);
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    expect(new Set(enabled.body.recoveryCodes).size).toBe(10);
    for (const code of enabled.body.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const hashes = await api.db.query('SELECT code_hash FROM account_recovery_codes WHERE user_id = $1', [member.id]);
    expect(hashes).toHaveLength(10);
    for (const { code_hash } of hashes) expect(code_hash).toMatch(/^\$argon2id\$/);

    const status = await member.client.get('/api/_two_factor');
    expect(status.body).toMatchObject({ enabled: true, recoveryCodesLeft: 10, requiredForAccount: false });
    expect(body(await member.client.post('/api/_two_factor/setup', { password: PASSWORD, code: '123456' }))).toMatchObject({ status: 403 });
  });
});

describe('logging in with two-factor sign-in', () => {
  it('asks for the second step, refuses a wrong or replayed code, and logs in with the right one', async () => {
    const member = await withTwoFactor();
    nextStep();

    const first = await loginAs(member.name);
    expect(first.res.status).toBe(401);
    expect(first.res.body).toEqual({ status: 401, code: 'two_factor_required', message: 'Enter the code from your authenticator app.' });
    expect((await first.client.get('/api/_user')).status).toBe(401);

    // A wrong password is still the contract's answer, whatever the code: nothing tells that the account has 2FA.
    expect(body(await login({ username: member.name, password: 'wrong password!', totpCode: await codeAt(member.secret) }))).toEqual({
      status: 401,
      code: 'wrong-password',
    });

    const wrong = await loginAs(member.name, { totpCode: '000000' });
    expect(body(wrong.res)).toEqual({ status: 401, code: 'two_factor_invalid' });
    expect((await wrong.client.get('/api/_user')).status).toBe(401);

    const code = await codeAt(member.secret);
    const right = await loginAs(member.name, { totpCode: code });
    expect(right.res.status).toBe(200);
    expect(right.res.body.username).toBe(member.name);
    expect((await right.client.get('/api/_user')).body.username).toBe(member.name);

    // The same code again within its step (from another browser): refused.
    expect(body((await loginAs(member.name, { totpCode: code })).res)).toEqual({ status: 401, code: 'two_factor_invalid' });
    // The code of the step before the last used one is refused too (steps only move forward).
    expect(body((await loginAs(member.name, { totpCode: await codeAt(member.secret, now - STEP_MS) })).res).code).toBe('two_factor_invalid');
  });

  it('accepts each recovery code once', async () => {
    const member = await withTwoFactor();
    const [recovery] = member.recoveryCodes;
    const once = await loginAs(member.name, { recoveryCode: recovery.toUpperCase().replace('-', ' ') });
    expect(once.res.status).toBe(200);
    expect(body((await loginAs(member.name, { recoveryCode: recovery })).res)).toEqual({ status: 401, code: 'two_factor_invalid' });
    expect((await once.client.get('/api/_two_factor')).body.recoveryCodesLeft).toBe(9);
  });

  it('counts second-step attempts per account', async () => {
    const member = await withTwoFactor();
    // withTwoFactor's confirming code was the first attempt of the minute; four more wrong ones reach the limit.
    for (let i = 0; i < 4; i++) expect((await loginAs(member.name, { totpCode: '000000' })).res.status).toBe(401);
    const limited = (await loginAs(member.name, { totpCode: await codeAt(member.secret, now + STEP_MS) })).res;
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ status: 429, message: 'Too Many Requests.' });
  });

  it('leaves accounts without two-factor sign-in as they were: a code sent anyway is not needed', async () => {
    const member = await signUp(api);
    expect((await loginAs(member.name)).res.status).toBe(200);
    expect((await loginAs(member.name, { totpCode: '000000' })).res.status).toBe(200);
  });
});

describe('turning two-factor sign-in off', () => {
  it('needs the password and a code', async () => {
    const member = await withTwoFactor();
    nextStep();
    expect(body(await member.client.post('/api/_two_factor/disable', { password: PASSWORD }))).toEqual({ status: 403, code: 'two_factor_code_required' });
    const code = await codeAt(member.secret);
    expect(body(await member.client.post('/api/_two_factor/disable', { password: 'wrong password!', code }))).toEqual({ status: 403, code: 'wrong_password' });
    expect(body(await member.client.post('/api/_two_factor/disable', { password: PASSWORD, code: '000000' }))).toEqual({
      status: 403,
      code: 'two_factor_invalid',
    });
    // The settings routes allow 5 calls a second per account (docs/api/rules.md §12).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const off = await member.client.post('/api/_two_factor/disable', { password: PASSWORD, code });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    expect(await api.db.query('SELECT 1 FROM account_recovery_codes WHERE user_id = $1', [member.id])).toHaveLength(0);
    expect((await loginAs(member.name)).res.status).toBe(200);
    expect(body(await member.client.post('/api/_two_factor/disable', { password: PASSWORD }))).toEqual({ status: 409, code: 'two_factor_not_enabled' });
  });

  it('accepts a recovery code instead of the authenticator', async () => {
    const member = await withTwoFactor();
    const off = await member.client.post('/api/_two_factor/disable', { password: PASSWORD, code: member.recoveryCodes[3] });
    expect(off.status).toBe(200);
    expect(off.body.enabled).toBe(false);
  });
});

describe('deleting an account', () => {
  it('drops its secret and recovery codes', async () => {
    const member = await withTwoFactor();
    const res = await member.client.send('delete', `/api/users/${member.name}`, { password: PASSWORD });
    expect(res.status).toBe(200);
    expect(await api.db.query('SELECT 1 FROM account_two_factor WHERE user_id = $1', [member.id])).toHaveLength(0);
    expect(await api.db.query('SELECT 1 FROM account_recovery_codes WHERE user_id = $1', [member.id])).toHaveLength(0);
  });
});

describe('passwords', () => {
  const changePassword = (member: Member, fields: Record<string, string>) =>
    member.client.post('/api/_settings?action=changePassword', { password: PASSWORD, ...fields });

  it('refuses a common password at signup, whatever its case', async () => {
    for (const password of ['password1', 'Baseball1', 'qwertyuiop']) {
      const res = await api.client().post('/api/_signup', { username: uniqueName(), password, email: '' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        status: 400,
        code: 'invalid-password',
        message: 'This password is one of the most common ones. Choose a less common password.',
      });
    }
  });

  it('refuses a common password at change, after the current password is checked', async () => {
    const member = await signUp(api);
    expect(body(await changePassword(member, { password: 'wrong password!', newPassword: 'iloveyou', repeatPassword: 'iloveyou' }))).toEqual({
      status: 401,
      code: 'wrong-password',
    });
    const res = await changePassword(member, { newPassword: 'iloveyou1', repeatPassword: 'iloveyou1' });
    expect(body(res)).toEqual({ status: 400, code: 'invalid-password' });
    expect(res.body.message).toMatch(/most common/);
    expect((await changePassword(member, { newPassword: 'a rarer passphrase', repeatPassword: 'a rarer passphrase' })).status).toBe(200);
  });

  it('asks for the code before a password change when two-factor sign-in is on', async () => {
    const member = await withTwoFactor();
    nextStep();
    const fresh = { newPassword: 'another rare phrase', repeatPassword: 'another rare phrase' };
    expect(body(await changePassword(member, fresh))).toEqual({ status: 403, code: 'two_factor_code_required' });
    expect(body(await changePassword(member, { ...fresh, code: '000000' }))).toEqual({ status: 403, code: 'two_factor_invalid' });
    const res = await changePassword(member, { ...fresh, code: await codeAt(member.secret) });
    expect(res.status).toBe(200);
    expect((await api.client().post('/api/_login', { username: member.name, password: fresh.newPassword })).body.code).toBe('two_factor_required');
  });
});

describe('the site setting that requires two-factor sign-in of admins and moderators', () => {
  it('refuses admin and moderation calls of staff without it, and accepts them once it is on', async () => {
    const admin = await withTwoFactor(await makeAdmin(api, await signUp(api)));
    const community = await createCommunity(admin);
    const mod = await signUp(api);
    await addMod(admin, community.id, mod.name);
    const member = await signUp(api);
    const addRule = (who: Member) => who.client.post(`/api/communities/${community.id}/rules`, { rule: `Rule ${uniqueName()}` });

    const on = await admin.client.send('put', '/api/site_settings', { twoFactorRequiredForStaff: true });
    expect(on.status).toBe(200);
    expect(on.body.twoFactorRequiredForStaff).toBe(true);
    try {
      const refused = await addRule(mod);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        status: 403,
        code: 'two_factor_setup_required',
        message: 'This site requires moderators and admins to use two-factor sign-in. Turn it on in your settings first.',
      });
      expect((await mod.client.get('/api/_two_factor')).body).toMatchObject({ enabled: false, requiredForAccount: true });
      // Ordinary calls are unaffected, and a member who is no moderator gets the usual refusal.
      expect((await mod.client.get('/api/_user')).status).toBe(200);
      expect(body(await addRule(member))).toEqual({ status: 403, code: 'not_mod' });
      expect((await member.client.get('/api/_two_factor')).body.requiredForAccount).toBe(false);
      // The admin has two-factor sign-in: admin calls pass.
      expect((await admin.client.get('/api/site_settings')).status).toBe(200);
      expect((await addRule(admin)).status).toBe(200);

      // An admin without it is refused on admin routes too.
      const otherAdmin = await makeAdmin(api, await signUp(api));
      expect(body(await otherAdmin.client.get('/api/site_settings'))).toEqual({ status: 403, code: 'two_factor_setup_required' });

      await withTwoFactor(mod);
      expect((await addRule(mod)).status).toBe(200);
    } finally {
      await api.db.query('UPDATE site_settings SET two_factor_required_for_staff = false');
    }
  });
});
