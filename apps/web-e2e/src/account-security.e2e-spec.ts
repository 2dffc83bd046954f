import { SMTPServer } from 'smtp-server';
import { expectNoSeriousViolations } from './support/axe';
import { accountMenuButton, logIn, PASSWORD, signUp, uniqueUsername } from './support/auth';
import { blockOutsideRequests, expect, type Page, test } from './support/test';

/**
 * Active sessions and password reset by mail (docs/api/account-security.md). tools/e2e/serve.mjs points SMTP_URL at
 * 127.0.0.1:(E2E_PORT + 1000); this file runs a real SMTP listener there (`smtp-server`) and reads the mails.
 */
const SMTP_PORT = Number(process.env['E2E_PORT'] ?? '8090') + 1000;
const mails: { to: string[]; raw: string }[] = [];
let smtp: SMTPServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(SMTP_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

test.beforeEach(async ({ page }) => {
  // Several sign-ins and reloads per test, on a shared 2-core machine.
  test.setTimeout(90_000);
  await blockOutsideRequests(page);
});

/** The reset token of the newest mail to `to`, quoted-printable undone. */
async function tokenMailedTo(to: string): Promise<string> {
  await expect.poll(() => mails.some((m) => m.to.includes(to)), { timeout: 10_000 }).toBe(true);
  const mail = [...mails].reverse().find((m) => m.to.includes(to));
  const text = (mail?.raw ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const token = /#token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!token) throw new Error(`no link in the mail to ${to}`);
  return token;
}

const sessionsSection = (page: Page) => page.getByRole('region', { name: 'Sessions' });

test('sign out another session from settings; that browser is signed out', async ({ page, browser }) => {
  const username = uniqueUsername('ss');
  await signUp(page, username);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await blockOutsideRequests(otherPage);
  await otherPage.goto('/');
  await logIn(otherPage, username);
  await expect(accountMenuButton(otherPage, username)).toBeVisible();

  await page.goto('/settings');
  const sessions = sessionsSection(page);
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('This session')).toBeVisible();
  await sessions.getByRole('button', { name: /^Sign out: / }).click();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(sessions.getByText('No other sessions.')).toBeVisible();

  await otherPage.reload();
  await expect(otherPage.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  await other.close();
});

test('sign out everywhere else', async ({ page, browser }) => {
  const username = uniqueUsername('se');
  await signUp(page, username);
  const contexts = [await browser.newContext(), await browser.newContext()];
  for (const context of contexts) {
    const other = await context.newPage();
    await other.goto('/');
    await logIn(other, username);
    await expect(accountMenuButton(other, username)).toBeVisible();
  }
  await page.goto('/settings');
  const sessions = sessionsSection(page);
  await expect(sessions.getByRole('listitem')).toHaveCount(3);
  await sessions.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(sessions.getByText('Signed out of 2 other sessions.')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  for (const context of contexts) await context.close();
});

test('reset a forgotten password through the mailed link; the link works once', async ({ page }) => {
  const username = uniqueUsername('rp');
  const email = `${username}@mail.quorum.test`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Create account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create account' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Email (optional)').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Repeat password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(accountMenuButton(page, username)).toBeVisible();
  await page.context().clearCookies();

  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await page.getByRole('dialog', { name: 'Login' }).getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password', level: 1 })).toBeVisible();
  await page.getByLabel('Username or email').fill(email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('If an account with an email address matches, a link is on its way.', { exact: false })).toBeVisible();

  const token = await tokenMailedTo(email);
  await page.goto(`/account/reset-password#token=${token}`);
  await page.getByLabel('New password', { exact: true }).fill('a brand new passphrase');
  await page.getByLabel('Repeat new password').fill('a brand new passphrase');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password is set', { exact: false })).toBeVisible();

  await page.goto('/');
  await logIn(page, username, 'a brand new passphrase');
  await expect(accountMenuButton(page, username)).toBeVisible();

  await page.goto(`/account/reset-password#token=${token}`);
  await page.getByLabel('New password', { exact: true }).fill('yet another passphrase');
  await page.getByLabel('Repeat new password').fill('yet another passphrase');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('This link is invalid or has expired.')).toBeVisible();
});

for (const viewport of [
  { name: '390 px', width: 390, height: 844 },
  { name: '1280 px', width: 1280, height: 900 },
]) {
  test(`the sessions and email sections and the reset page are axe-clean at ${viewport.name}`, async ({ page, browser }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const username = uniqueUsername('ax');
    await signUp(page, username);
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto('/');
    await logIn(otherPage, username);
    await expect(accountMenuButton(otherPage, username)).toBeVisible();
    await page.goto('/settings');
    await expect(sessionsSection(page).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('region', { name: 'Email' })).toBeVisible();
    await expectNoSeriousViolations(page, `settings at ${viewport.name}`);
    await other.close();
    await page.context().clearCookies();
    await page.goto('/account/reset-password');
    await expect(page.getByLabel('Username or email')).toBeVisible();
    await expectNoSeriousViolations(page, `reset page at ${viewport.name}`);
  });
}
