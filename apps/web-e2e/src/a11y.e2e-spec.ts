import { expectNoSeriousViolations } from './support/axe';
import { expect, type Page, test } from './support/test';
import { apiCall, makeAdmin } from './support/api';
import { signUp, uniqueUsername } from './support/auth';
import { createCommunity, createTextPost } from './support/forum';

// axe-core on the home page, a post page and the notifications page: no serious or
// critical violation, light and dark, 390 px and 1280 px.
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;
const THEMES = ['light', 'dark'] as const;

let postPath: string | null = null;

/** A signed-in member (for /notifications) who posted in a community of their own, so home and the post page have content. */
async function setUp(page: Page): Promise<string> {
  const username = uniqueUsername('y');
  await signUp(page, username);
  if (!postPath) {
    await makeAdmin(username);
    const community = await createCommunity(page, 'Accessibility checks.', 'axe');
    const post = await createTextPost(page, community, 'An accessible post', 'With **some** body text.');
    await apiCall(page, 'POST', `/api/posts/${post.publicId}/comments`, { parentCommentId: null, body: 'A first comment.' });
    postPath = `/${community.name}/post/${post.publicId}`;
  }
  return postPath;
}

for (const viewport of VIEWPORTS) {
  for (const theme of THEMES) {
    test(`home, a post page and notifications pass axe at ${viewport.width} px, ${theme}`, async ({ page }) => {
      test.setTimeout(60_000);
      const path = await setUp(page);
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });

      await page.goto('/');
      await expect(page.getByTestId('post-feed')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expectNoSeriousViolations(page, `home ${viewport.width} ${theme}`);

      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'An accessible post' })).toBeVisible();
      await expect(page.getByText('A first comment.')).toBeVisible();
      await expectNoSeriousViolations(page, `post ${viewport.width} ${theme}`);

      await page.goto('/notifications');
      await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
      await expectNoSeriousViolations(page, `notifications ${viewport.width} ${theme}`);

      if (viewport.width === 390) {
        // The drawer, open over the page.
        await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
        await expectNoSeriousViolations(page, `drawer ${theme}`);
      }
    });
  }
}
