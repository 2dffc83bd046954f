import { expect, test } from './support/test';
import { signUp, uniqueUsername } from './support/auth';

test("a member's page fetches what its first presses open (bell panel, Save, Report, a post's menu) once it is idle", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, uniqueUsername('f'));
  const fetched = new Set<string>();
  page.on('request', (request) => {
    const name = /\/assets\/([a-z-]+)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (name) fetched.add(name);
  });
  await page.goto('/all');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  for (const chunk of ['notifications-panel', 'save-to-list-root', 'open-report-dialog', 'post-card-menu-items']) {
    await expect.poll(() => fetched.has(chunk), { message: chunk, timeout: 15_000 }).toBe(true);
  }
});
