import { generate } from 'otplib';
import { TestApi, TestClient } from './harness';
import { uniqueName } from './community-fixtures';
import { linkToken, SmtpListener, startSmtpListener } from './support/smtp-listener';

/**
 * Password reset and email change by mail (docs/api/account-security.md), end to end through a real SMTP server
 * on loopback: the api sends with nodemailer, the test reads the mail the listener received.
 */
let api: TestApi;
let smtp: SmtpListener;

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new passphrase';

beforeAll(async () => {
  smtp = await startSmtpListener();
  api = await TestApi.start({ smtpUrl: smtp.url, publicUrl: 'https://forum.example' });
});

afterAll(async () => {
  await api.close();
  await smtp.close();
});

async function accountWithEmail(): Promise<{ name: string; email: string; client: TestClient }> {
  const name = uniqueName();
  const email = `${name}@mail.example`;
  const client = api.client();
  expect((await client.signup(name, PASSWORD, email)).status).toBe(201);
  return { name, email, client };
}

describe('password reset', () => {
  it('sends a single-use link; using it sets the password and ends every session of the account', async () => {
    const { name, email, client } = await accountWithEmail();
    const other = api.client();
    expect((await other.login(name)).status).toBe(200);
    const visitor = api.client();
    const asked = await visitor.post('/api/_password_reset', { login: name.toUpperCase() });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ success: true });
    const mail = await smtp.next(email);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain(`@${name}`);
    expect(mail.text).toMatch(/https:\/\/forum\.example\/account\/reset-password#token=[A-Za-z0-9_-]{43}/);
    const token = linkToken(mail);
    // Only the hash is stored.
    const stored = await api.db.query(`SELECT encode(token_hash, 'hex') AS h FROM account_email_tokens`);
    expect(JSON.stringify(stored)).not.toContain(Buffer.from(token).toString('hex'));

    const done = await visitor.post('/api/_password_reset/confirm', { token, password: NEW_PASSWORD });
    expect(done.status).toBe(200);
    expect((await client.get('/api/_user')).status).toBe(401);
    expect((await other.get('/api/_user')).status).toBe(401);
    expect((await api.client().login(name, PASSWORD)).status).toBe(401);
    expect((await api.client().login(name, NEW_PASSWORD)).status).toBe(200);

    const again = await api.client().post('/api/_password_reset/confirm', { token, password: 'yet another passphrase' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ status: 400, code: 'invalid_token', message: 'This link is invalid or has expired.' });
  });

  it('finds the account by its email in any case; a weak or common password does not use the link up', async () => {
    const { name, email } = await accountWithEmail();
    const visitor = api.client();
    expect((await visitor.post('/api/_password_reset', { login: email.toUpperCase() })).status).toBe(200);
    const token = linkToken(await smtp.next(email));
    const weak = await visitor.post('/api/_password_reset/confirm', { token, password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.code).toBe('invalid-password');
    // One of the 10,000 common passwords is refused at reset as at signup and change (docs/security.md "Passwords").
    const common = await visitor.post('/api/_password_reset/confirm', { token, password: 'password123' });
    expect({ status: common.status, code: common.body.code, message: common.body.message }).toEqual({
      status: 400,
      code: 'invalid-password',
      message: expect.stringMatching(/common/i),
    });
    expect((await visitor.post('/api/_password_reset/confirm', { token, password: NEW_PASSWORD })).status).toBe(200);
    expect((await api.client().login(name, NEW_PASSWORD)).status).toBe(200);
  });

  it('sweeps links a day past their expiry at the next request', async () => {
    const { name } = await accountWithEmail();
    const userId = (await api.db.query(`SELECT id FROM users WHERE username = $1`, [name]))[0].id;
    await api.db.query(
      `INSERT INTO account_email_tokens (token_hash, user_id, purpose, created_at, expires_at)
       VALUES (sha256('old'::bytea), $1, 'password_reset', now() - interval '3 days', now() - interval '2 days')`,
      [userId],
    );
    expect((await api.client().post('/api/_password_reset', { login: 'someone_else' })).status).toBe(200);
    expect(await api.db.query(`SELECT 1 FROM account_email_tokens WHERE token_hash = sha256('old'::bytea)`)).toEqual([]);
  });

  it('refuses an expired link and leaves the password alone', async () => {
    const { name, email } = await accountWithEmail();
    const visitor = api.client();
    await visitor.post('/api/_password_reset', { login: name });
    const token = linkToken(await smtp.next(email));
    const userId = (await api.db.query(`SELECT id FROM users WHERE username = $1`, [name]))[0].id;
    await api.db.query(`UPDATE account_email_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [userId]);
    const res = await visitor.post('/api/_password_reset/confirm', { token, password: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_token');
    expect((await api.client().login(name, PASSWORD)).status).toBe(200);
  });

  it('answers an unknown account, or one without email, exactly as a known one, and sends nothing', async () => {
    const before = smtp.mails.length;
    const unknown = await api.client().post('/api/_password_reset', { login: 'nobody_has_this_name' });
    const noEmail = api.client();
    const name = uniqueName();
    await noEmail.signup(name);
    const withoutEmail = await api.client().post('/api/_password_reset', { login: name });
    const { name: known, email } = await accountWithEmail();
    const knownRes = await api.client().post('/api/_password_reset', { login: known });
    for (const res of [unknown, withoutEmail, knownRes]) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
    }
    await smtp.next(email);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.mails.length).toBe(before + 1);
  });

  it('limits requests per account and per address (429 with Retry-After)', async () => {
    const { name } = await accountWithEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await api.client().post('/api/_password_reset', { login: name })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const one = api.client();
    const fromOne: number[] = [];
    for (let i = 0; i < 6; i++) fromOne.push((await one.post('/api/_password_reset', { login: uniqueName('x') })).status);
    expect(fromOne).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await one.post('/api/_password_reset', { login: uniqueName('x') });
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
  });
});

describe('email change', () => {
  it('takes effect only once the link sent to the new address is opened, and needs the current password', async () => {
    const { email, client } = await accountWithEmail();
    const newEmail = `${uniqueName('n')}@elsewhere.example`;
    const wrong = await client.post('/api/_email_change', { email: newEmail, password: 'not my password' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe('wrong_password');
    const invalid = await client.post('/api/_email_change', { email: 'not an address', password: PASSWORD });
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe('invalid_email');

    expect((await client.post('/api/_email_change', { email: newEmail, password: PASSWORD })).status).toBe(200);
    const mail = await smtp.next(newEmail);
    expect(mail.text).toMatch(/\/account\/confirm-email#token=/);
    expect((await client.get('/api/_user')).body.email).toBe(email);
    // The profile form cannot change it around the link while email is on.
    await client.post('/api/_settings?action=updateProfile', { email: 'sneaky@attacker.example' });
    expect((await client.get('/api/_user')).body.email).toBe(email);

    const confirmed = await api.client().post('/api/_email_change/confirm', { token: linkToken(mail) });
    expect(confirmed.status).toBe(200);
    expect((await client.get('/api/_user')).body.email).toBe(newEmail);
    expect((await api.client().post('/api/_email_change/confirm', { token: linkToken(mail) })).status).toBe(400);
  });

  it('with two-factor sign-in on, also needs a code (re-authentication): the password alone sends nothing', async () => {
    const { email, client } = await accountWithEmail();
    const setup = await client.post('/api/_two_factor/setup', { password: PASSWORD });
    expect(setup.status).toBe(200);
    const enabled = await client.post('/api/_two_factor/enable', { code: await generate({ secret: setup.body.secret as string }) });
    expect(enabled.status).toBe(200);
    const newEmail = `${uniqueName('t')}@elsewhere.example`;

    const passwordOnly = await client.post('/api/_email_change', { email: newEmail, password: PASSWORD });
    expect({ status: passwordOnly.status, code: passwordOnly.body.code }).toEqual({ status: 403, code: 'two_factor_code_required' });
    const wrongCode = await client.post('/api/_email_change', { email: newEmail, password: PASSWORD, code: '000000' });
    expect({ status: wrongCode.status, code: wrongCode.body.code }).toEqual({ status: 403, code: 'two_factor_invalid' });
    // A recovery code stands in for the authenticator (the enabling code's time step cannot be used again).
    const withCode = await client.post('/api/_email_change', { email: newEmail, password: PASSWORD, code: enabled.body.recoveryCodes[0] });
    expect(withCode.status).toBe(200);
    expect((await smtp.next(newEmail)).text).toMatch(/\/account\/confirm-email#token=/);
    expect((await client.get('/api/_user')).body.email).toBe(email);
  });

  it('is for logged-in callers only', async () => {
    expect((await api.client().post('/api/_email_change', { email: 'a@b.example', password: PASSWORD })).status).toBe(401);
  });
});

describe('without SMTP_URL', () => {
  let off: TestApi;
  beforeAll(async () => {
    off = await TestApi.start();
  });
  afterAll(async () => {
    await off.close();
  });

  it('says so in the initial state, and every email route answers 404 email_disabled', async () => {
    expect((await off.client().get('/api/_initial')).body.site.emailEnabled).toBe(false);
    expect((await api.client().get('/api/_initial')).body.site.emailEnabled).toBe(true);
    const member = off.client();
    await member.signup(uniqueName(), PASSWORD, 'me@mail.example');
    const answers = [
      await off.client().post('/api/_password_reset', { login: 'someone' }),
      await off.client().post('/api/_password_reset/confirm', { token: 'x'.repeat(43), password: NEW_PASSWORD }),
      await member.post('/api/_email_change', { email: 'new@mail.example', password: PASSWORD }),
      await off.client().post('/api/_email_change/confirm', { token: 'x'.repeat(43) }),
    ];
    for (const res of answers) expect(res.body).toEqual({ status: 404, code: 'email_disabled', message: 'Email is not set up on this site.' });
    // The profile form still sets the email, as the contract has it.
    await member.post('/api/_settings?action=updateProfile', { email: 'other@mail.example' });
    expect((await member.get('/api/_user')).body.email).toBe('other@mail.example');
  });
});
