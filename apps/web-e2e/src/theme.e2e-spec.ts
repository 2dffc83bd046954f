import { expect, test } from './support/test';
import { openAccountMenu, signUp, uniqueUsername } from './support/auth';

test('dark mode persists across reloads and follows the system again when switched back', async ({ page }) => {
  const username = uniqueUsername('d');
  await signUp(page, username);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');

  const menu = await openAccountMenu(page, username);
  const darkMode = menu.getByRole('menuitemcheckbox', { name: 'Dark mode' });
  await expect(darkMode).toHaveAttribute('aria-checked', 'false');
  await darkMode.click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(darkMode).toHaveAttribute('aria-checked', 'true');

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  // Picking the system's own theme forgets the pick instead of storing it.
  const reopened = await openAccountMenu(page, username);
  await reopened.getByRole('menuitemcheckbox', { name: 'Dark mode' }).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
});

test('the account menu works from the keyboard', async ({ page }) => {
  const username = uniqueUsername('k');
  await signUp(page, username);
  const trigger = page.getByRole('banner').getByRole('button', { name: username });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(trigger).toBeFocused();
});
