import { type Browser, expect, type Page } from '@playwright/test';

export const PASSWORD = 'correct horse battery';

/** Unique per run and per call, within the 21-character username limit. */
export function uniqueUsername(prefix = 'u'): string {
  const random = Math.floor(Math.random() * 1e4)
    .toString()
    .padStart(4, '0');
  return `${prefix}${Date.now() % 1e8}${random}`;
}

export function accountMenuButton(page: Page, username: string) {
  return page.getByRole('banner').getByRole('button', { name: username });
}

/**
 * A new member signed in on `page`, which is left on home: signed up through the API with the page's own
 * context (its cookies), then home loaded. The dialog way (`signUpThroughDialog`) took about 2.3 s a sign-up
 * against about 1.0 s here (docs/testing.md, "Sign-ups through the API"); auth.e2e-spec.ts tests the dialog.
 */
export async function signUp(page: Page, username: string, password = PASSWORD): Promise<void> {
  const request = page.context().request;
  // The visitor's session and its CSRF cookie, which the sign-up must carry back as the header.
  expect((await request.get('/api/_initial')).ok()).toBe(true);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const answer = await request.post('/api/_signup', { data: { username, password }, headers: { 'X-Csrf-Token': token } });
  expect(answer.status(), await answer.text()).toBe(201);
  await page.goto('/');
  await expect(accountMenuButton(page, username)).toBeVisible();
}

/** A new member signed up as a visitor does it: home, Create account, the form, Sign up. */
export async function signUpThroughDialog(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Create account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create account' });
  await expect(dialog.getByLabel('Username')).toBeFocused();
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Repeat password').fill(password);
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(accountMenuButton(page, username)).toBeVisible();
}

/** Someone else than the test's page: a new member signed up in a browser context of their own, for the caller to close. */
export async function memberInOwnContext(browser: Browser, prefix = 'u') {
  const context = await browser.newContext();
  const page = await context.newPage();
  const username = uniqueUsername(prefix);
  await signUp(page, username);
  return { context, page, username };
}

export async function logIn(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Login' }).click();
}

export async function openAccountMenu(page: Page, username: string) {
  await accountMenuButton(page, username).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}
