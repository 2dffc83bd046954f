import { blockOutsideRequests, expect, type Page, test } from './support/test';
import pg from 'pg';
import { apiCall, e2eDatabaseUrl } from './support/api';
import { signUp, uniqueUsername } from './support/auth';
import { createCommunity, type Created, createTextPost, signUpAdmin } from './support/forum';

const VIDEO_ID = 'dQw4w9WgXcQ';

/** Signs up an admin (who then stays logged in on `page`) and creates a community. */
async function adminWithCommunity(page: Page): Promise<{ username: string; community: Created }> {
  const username = await signUpAdmin(page);
  const community = await createCommunity(page, 'Post card tests.');
  return { username, community };
}

/** Sets a user preference straight in the database: the settings API is not built yet. */
async function setUserFlag(username: string, column: 'embeds_off' | 'remember_feed_sort', value: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: await e2eDatabaseUrl() });
  await client.connect();
  try {
    await client.query(`UPDATE users SET ${column} = $2 WHERE lower(username) = lower($1)`, [username, value]);
  } finally {
    await client.end();
  }
}

test.beforeEach(({ page }) => blockOutsideRequests(page));

test('hide a post from the card menu, undo, and hide it for good', async ({ page }) => {
  const { community } = await adminWithCommunity(page);
  await createTextPost(page, community, 'Keep me', 'Stays');
  const post = await createTextPost(page, community, 'Hide me', 'Goes away');
  await page.goto(`/${community.name}?sort=latest`);
  const card = page.locator('article.post-card', { has: page.getByRole('heading', { name: 'Hide me' }) });
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Post options' }).click();
  const hideCall = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/hidden_posts'));
  await page.getByRole('menuitem', { name: 'Hide' }).click();
  expect((await hideCall).postDataJSON()).toEqual({ postId: post.id });
  await expect(page.getByRole('heading', { name: 'Hide me' })).toHaveCount(0);
  const stub = page.getByRole('status').filter({ hasText: 'Hidden post' });
  await expect(stub).toBeVisible();
  await expect(stub.getByRole('button', { name: 'Undo' })).toBeFocused();

  const undoCall = page.waitForResponse((response) => response.request().method() === 'DELETE' && response.url().endsWith(`/api/hidden_posts/${post.id}`));
  await stub.getByRole('button', { name: 'Undo' }).click();
  expect((await undoCall).status()).toBe(200);
  await expect(page.getByRole('link', { name: 'Hide me' })).toBeFocused();
  await page.reload();
  await expect(card).toBeVisible();

  // Hidden again, this time by keyboard; the server leaves it out of the next load.
  await card.getByRole('button', { name: 'Post options' }).focus();
  await page.keyboard.press('ArrowDown');
  // Hide is the last item, after the mute items (docs/screens.md §2, Post card).
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Hide' })).toBeFocused();
  const secondHide = page.waitForResponse((response) => response.url().endsWith('/api/hidden_posts'));
  await page.keyboard.press('Enter');
  expect((await secondHide).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Keep me' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hide me' })).toHaveCount(0);
});

test('a YouTube link post shows a click-to-play placeholder, then the player; none with embeds off', async ({ page }) => {
  const { username, community } = await adminWithCommunity(page);
  const url = `https://youtu.be/${VIDEO_ID}?t=1m5s`;
  await apiCall(page, 'POST', '/api/posts', { type: 'link', title: 'A video post', url, community: community.name });
  await page.goto(`/${community.name}`);
  const card = page.locator('article.post-card', { has: page.getByRole('heading', { name: 'A video post' }) });
  const play = card.getByRole('button', { name: 'Play video: A video post' });
  await expect(play).toBeVisible();
  await expect(card.locator('iframe')).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'youtu.be' })).toHaveAttribute('href', url);

  await play.click();
  const player = card.locator('iframe[title="A video post"]');
  await expect(player).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${VIDEO_ID}?start=65&autoplay=1`);
  await expect(player).toHaveAttribute('allowfullscreen', '');

  await setUserFlag(username, 'embeds_off', true);
  await page.reload();
  await expect(card.getByRole('link', { name: 'youtu.be' })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Play video/ })).toHaveCount(0);
  await expect(card.locator('iframe')).toHaveCount(0);
});

test('switching the sort changes ?sort=, by mouse and by keyboard', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sort: Hot' }).click();
  await page.getByRole('menuitem', { name: 'Latest' }).click();
  await expect(page).toHaveURL(/[?&]sort=latest(&|$)/);
  // Picking an item hands focus back to the trigger, so the keyboard carries on from there.
  await expect(page.getByRole('button', { name: 'Sort: Latest' })).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Hot' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Top all time' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]sort=year(&|$)/);
  await expect(page.getByRole('button', { name: 'Sort: Top year' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Sort: Top year' })).toBeVisible();
});

test('users with rememberFeedSort keep the sort on the device instead of in the URL', async ({ page }) => {
  const username = uniqueUsername('s');
  await signUp(page, username);
  await setUserFlag(username, 'remember_feed_sort', true);
  await page.goto('/all?sort=day');
  await page.getByRole('button', { name: 'Sort: Top day' }).click();
  await page.getByRole('menuitem', { name: 'Top month' }).click();
  await expect(page.getByRole('button', { name: 'Sort: Top month' })).toBeVisible();
  await expect(page).not.toHaveURL(/sort=/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('sort'))).toBe('month');
  await page.goto('/all');
  await expect(page.getByRole('button', { name: 'Sort: Top month' })).toBeVisible();
});

test('feed options: compact layout and a More button when infinite scrolling is off', async ({ page }) => {
  const { community } = await adminWithCommunity(page);
  for (let i = 1; i <= 12; i += 1) {
    await createTextPost(page, community, `Paged post ${i}`, `Body ${i}`);
  }
  await page.goto(`/${community.name}?sort=latest`);
  const cards = page.locator('article.post-card');
  await expect(cards).toHaveCount(10);

  await page.getByRole('button', { name: 'Feed options' }).click();
  await page.getByRole('menuitemradio', { name: 'Compact' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Compact' })).toHaveAttribute('aria-checked', 'true');
  await expect(cards.first()).toHaveClass(/post-card--compact/);
  await expect(cards.first().locator('.post-card__preview')).toHaveCount(0);
  const infinite = page.getByRole('menuitemcheckbox', { name: 'Infinite scrolling' });
  await expect(infinite).toHaveAttribute('aria-checked', 'true');
  await infinite.click();
  await expect(infinite).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('Escape');

  // Kept on the device: still compact and paged by hand after a reload.
  await page.reload();
  await expect(cards).toHaveCount(10);
  await expect(cards.first()).toHaveClass(/post-card--compact/);
  await page.locator('.feed-end').scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(10);
  await page.getByRole('button', { name: 'More', exact: true }).click();
  await expect(cards).toHaveCount(12);
  await expect(page.getByText('No more posts')).toBeVisible();
});
