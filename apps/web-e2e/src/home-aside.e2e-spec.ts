import { expect, test } from './support/test';

const WIDE = { width: 1280, height: 900 };

test('at 1280 px a visitor sees the login box at its full height while its form loads, so nothing moves when it arrives', async ({ page }) => {
  await page.setViewportSize(WIDE);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/login-form-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const card = page.locator('.home-aside__login');
  await expect(card.locator('.home-aside__login-skeleton')).toBeVisible();
  const waiting = (await card.boundingBox())?.height ?? 0;
  release();
  await expect(card.getByRole('button', { name: 'Login' })).toBeVisible();
  const loaded = (await card.boundingBox())?.height ?? 0;
  expect(Math.abs(loaded - waiting)).toBeLessThanOrEqual(4);
});
