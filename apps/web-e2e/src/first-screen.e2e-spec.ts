import { apiCall } from './support/api';
import { expect, type Page, test } from './support/test';
import { createCommunity, signUpAdmin } from './support/forum';

// A guest's server-rendered page paints from its HTML and stylesheets alone; its module scripts are requested
// after the first contentful paint (docs/web.md "Server-rendered first screen"), then hydrate it.
test('a guest’s home page paints before any module script is requested, then hydrates and works', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/.*\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime);
    return { paint: paint?.startTime ?? null, firstScript: Math.min(...scripts), scripts: scripts.length };
  });
  expect(timing.paint).not.toBeNull();
  expect(timing.scripts).toBeGreaterThan(0);
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.paint ?? Infinity);
  // Hydrated: the sort menu (a button React handles) opens.
  await page.getByRole('button', { name: /hot/i }).first().click();
  await expect(page.getByRole('menu')).toBeVisible();
});

// A guest who presses a button while the page is still server HTML (its scripts wait for the first paint) is not
// ignored: theme-init.js keeps the press and makes it again once the app has mounted.
test('a guest’s press on Create account before the app has mounted still opens the dialog', async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const early = document.documentElement.dataset['app'] !== 'ready';
      const signup = [...document.querySelectorAll('header button')].find((button) => button.textContent === 'Create account');
      Object.assign(window, { pressedBeforeMount: early && signup !== undefined });
      (signup as HTMLButtonElement | undefined)?.click();
    });
  });
  await page.goto('/');
  expect(await page.evaluate(() => (window as unknown as { pressedBeforeMount: boolean }).pressedBeforeMount)).toBe(true);
  await expect(page.getByRole('dialog', { name: 'Create account' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Create account' }).getByLabel('Username')).toBeFocused();
});

/** Whether React has taken over an element (hydrated or rendered it): it then carries React's fiber key. */
function isHydrated(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
}

// The comments of a guest's post page are server HTML that hydrates when it nears the viewport or the reader reaches
// into it (routes/post.tsx, lib/hydrate-on-approach.tsx; docs/web.md "Page figures"): not with the page.
test('a guest’s post page: the comments stay server HTML until approached, then hydrate and work', async ({ page }) => {
  await signUpAdmin(page, 'fs');
  const community = await createCommunity(page, 'First screen.');
  // A body taller than two screens puts the comments below the fold, beyond the approach margin.
  const body = Array.from({ length: 80 }, (_, i) => `Paragraph ${i + 1} of a long post.`).join('\n\n');
  const post = await apiCall<{ publicId: string }>(page, 'POST', '/api/posts', { type: 'text', title: 'A long read', body, community: community.name });
  for (const text of ['First reply here', 'Second reply here']) {
    await apiCall(page, 'POST', `/api/posts/${post.publicId}/comments?userGroup=normal`, { parentCommentId: null, body: text });
  }
  await page.context().clearCookies();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));

  const postPath = `/${community.name}/post/${post.publicId}`;
  await page.goto(postPath);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  // The page is hydrated (its Share menu is React's); the comments are in the HTML, not yet React's.
  await expect.poll(() => isHydrated(page, '.post-view')).toBe(true);
  await expect(page.locator('.comments').getByText('First reply here')).toBeAttached();
  await page.waitForTimeout(500);
  expect(await isHydrated(page, '.comments')).toBe(false);

  // Scrolled to, they hydrate: the collapse toggle and Reply work.
  await page.locator('.comments').scrollIntoViewIfNeeded();
  await expect.poll(() => isHydrated(page, '.comments')).toBe(true);
  // The first thread's collapse toggle (collapsed, its text is gone, so not found by it).
  const toggle = page.locator('.comment__toggle').first();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // The other thread's Reply (a guest is asked to log in).
  await page.getByRole('button', { name: 'Reply' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Login to continue' })).toBeVisible();

  // Reached by the keyboard before any scroll, the first press works too.
  await page.goto(postPath);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await page.waitForTimeout(300);
  expect(await isHydrated(page, '.comments')).toBe(false);
  const reply = page.locator('.comment').filter({ hasText: 'First reply here' }).getByRole('button', { name: 'Reply' });
  await reply.focus();
  await expect(reply).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Login to continue' })).toBeVisible();
  // No hydration mismatch (React's #418/#425) or any other error on the way.
  expect(errors).toEqual([]);
});
