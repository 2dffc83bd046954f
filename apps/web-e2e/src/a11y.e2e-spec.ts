import AxeBuilder from '@axe-core/playwright';
import { untilStill } from './support/axe';
import { expect, type Page, test } from './support/test';
import { apiCall, makeAdmin, uniqueName } from './support/api';
import { signUp, uniqueUsername } from './support/auth';

// axe-core on the home page, a post page and the notifications page: no serious or
// critical violation, light and dark, 390 px and 1280 px.
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;
const THEMES = ['light', 'dark'] as const;

interface Created {
  name: string;
  publicId: string;
}

let postPath: string | null = null;

/** A signed-in member (for /notifications) who posted in a community of their own, so home and the post page have content. */
async function setUp(page: Page): Promise<string> {
  const username = uniqueUsername('y');
  await signUp(page, username);
  if (!postPath) {
    await makeAdmin(username);
    const community = await apiCall<Created>(page, 'POST', '/api/communities', { name: uniqueName('axe'), about: 'Accessibility checks.' });
    const post = await apiCall<Created>(page, 'POST', '/api/posts', {
      type: 'text',
      title: 'An accessible post',
      body: 'With **some** body text.',
      community: community.name,
    });
    await apiCall(page, 'POST', `/api/posts/${post.publicId}/comments`, { parentCommentId: null, body: 'A first comment.' });
    postPath = `/${community.name}/post/${post.publicId}`;
  }
  return postPath;
}

async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  await untilStill(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, label).toEqual([]);
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
