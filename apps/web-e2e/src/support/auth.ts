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

export async function signUp(page: Page, username: string, password = PASSWORD): Promise<void> {
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
