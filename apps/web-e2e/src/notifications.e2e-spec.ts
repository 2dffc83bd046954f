import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from './support/test';
import { apiCall } from './support/api';
import { memberInOwnContext } from './support/auth';
import { authorWithPost, createComment } from './support/forum';

/** A member with a community and a post of their own, made through the API. */
function authorWithOwnPost(page: Page, title: string) {
  return authorWithPost(page, { title, body: 'Tell me.', about: 'Notification tests.' });
}

/** Another member, in a browser context of their own, who comments on the post. */
async function commenter(browser: Browser) {
  const { context, page, username } = await memberInOwnContext(browser, 'b');
  return { page, username, close: () => context.close() };
}

test('a reply reaches the bell and the title without a reload; the panel opens it at the comment and the page manages the list', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { community, post } = await authorWithOwnPost(page, 'Ask me anything');
  await expect(page).toHaveTitle('Quorum');

  const other = await commenter(browser);
  const comment = await createComment(other.page, post, 'First question');
  await other.close();

  // The poll of /api/_user brings the count, no reload.
  const bell = page.getByRole('banner').getByRole('link', { name: 'Notifications, 1 new' });
  await expect(bell).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveTitle('(1) Quorum');

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const item = panel.getByRole('link', { name: new RegExp(`${other.username} commented on your post Ask me anything`) });
  await expect(item).toBeVisible();
  await expect(item.locator('b').first()).toHaveText(other.username);
  // Shown once: the badge resets.
  await expect(page).toHaveTitle('Quorum');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  // From the keyboard: Enter on the bell moves focus into the panel, Escape gives it back.
  const quietBell = page.getByRole('banner').getByRole('link', { name: 'Notifications', exact: true });
  await expect(quietBell).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(quietBell).toBeFocused();

  await page.getByRole('banner').getByRole('link', { name: 'Notifications', exact: true }).click();
  await panel.getByRole('link', { name: new RegExp(`${other.username} commented`) }).click();
  await expect(page).toHaveURL(new RegExp(`/${community.name}/post/${post.publicId}/${comment.id}$`));
  await expect(page.getByText('First question')).toBeVisible();

  await page.goto('/notifications');
  const list = page.getByRole('list', { name: 'Notifications' });
  const row = list.getByRole('listitem').filter({ hasText: 'commented on your post' });
  await expect(row).toBeVisible();
  // The commenter has no picture, so the site's icon stands in: a real image, not the app's HTML page.
  const icon = row.locator('img.notification__icon');
  await expect(icon).toHaveAttribute('src', '/favicon.png?v=2');
  await expect.poll(() => icon.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(96);
  const badgeIcon = await page.request.get('/badge-supporter.png');
  expect(badgeIcon.headers()['content-type']).toBe('image/png');
  // Opening it marked it seen.
  await expect(row).not.toHaveClass(/notification--unseen/);
  await row.getByRole('button', { name: 'Notification options' }).click();
  await page.getByRole('menuitem', { name: 'Mark as unseen' }).click();
  await expect(row).toHaveClass(/notification--unseen/);

  await page.getByRole('button', { name: 'Options for all notifications' }).click();
  await page.getByRole('menuitem', { name: 'Mark all as seen' }).click();
  await expect(page.getByText('All notifications are marked as seen.')).toBeVisible();
  await expect(row).not.toHaveClass(/notification--unseen/);

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Options for all notifications' }).click();
  await page.getByRole('menuitem', { name: 'Delete all' }).click();
  await expect(page.getByText('All notifications are deleted.')).toBeVisible();
  await expect(page.getByText('No notifications yet')).toBeVisible();
  const stored = await apiCall<{ count: number; items: unknown[] | null }>(page, 'GET', '/api/notifications?render=true&format=html');
  expect(stored).toMatchObject({ count: 0, items: null });
});

test('at 390 px the bottom bar leads to the list; a hostile post title shows as text', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const hostile = '<img src=x onerror="window.__pwned=1">';
  const { post } = await authorWithOwnPost(page, hostile);
  const mine = await createComment(page, post, 'My own comment');

  const other = await commenter(browser);
  await createComment(other.page, post, 'A reply', mine.id);
  await other.close();

  const bar = page.getByRole('navigation', { name: 'Shortcuts' });
  const barLink = bar.getByRole('link', { name: /Notifications, \d+ new/ });
  await expect(barLink).toBeVisible({ timeout: 15_000 });
  // Its name holds what it shows ("Notifications" and the count), as speech input needs (axe's experimental rule).
  const names = await new AxeBuilder({ page }).include('.bottom-bar').withRules(['label-content-name-mismatch']).analyze();
  expect(names.violations.map((violation) => violation.nodes.map((node) => `${node.html} ${node.failureSummary}`))).toEqual([]);
  await barLink.click();
  await expect(page).toHaveURL(/\/notifications$/);
  const reply = page.getByRole('listitem').filter({ hasText: 'replied to your comment on post' });
  await expect(reply).toBeVisible();
  await expect(reply.locator('b').nth(1)).toHaveText(hostile);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(reply.locator('img[src="x"]')).toHaveCount(0);
  // The page zeroed the count.
  await expect(bar.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
});

test('an upvote taken back and given again counts once, and seen notifications stay in the order of their last change', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { post } = await authorWithOwnPost(page, 'Vote on me');
  const titles = async () =>
    ((await apiCall<{ items: { title?: string }[] | null }>(page, 'GET', '/api/notifications?render=true&format=html')).items ?? []).map(
      (item) => item.title ?? '',
    );
  const vote = (voter: Page) => apiCall(voter, 'POST', '/api/_postVote', { postId: post.id, up: true });

  // One member's upvote, taken back and given again: "2 new upvotes" before the fix.
  const first = await commenter(browser);
  await vote(first.page);
  await vote(first.page);
  await vote(first.page);
  await first.close();
  await expect.poll(async () => (await titles()).find((title) => title.includes('upvote')), { timeout: 15_000 }).toContain('1 new upvote on your post');

  // A comment after it, then a second member's upvote, which moves the upvotes' notification above the comment's.
  const second = await commenter(browser);
  await createComment(second.page, post, 'Nice post');
  await expect.poll(async () => (await titles()).some((title) => title.includes('commented on your post')), { timeout: 15_000 }).toBe(true);
  await vote(second.page);
  await second.close();
  await expect.poll(async () => (await titles())[0], { timeout: 15_000 }).toContain('2 new upvotes on your post');

  await page.goto('/notifications');
  await page.getByRole('button', { name: 'Options for all notifications' }).click();
  await page.getByRole('menuitem', { name: 'Mark all as seen' }).click();
  await expect(page.getByText('All notifications are marked as seen.')).toBeVisible();
  // Seen, they keep the order of their last change (they were listed by creation once seen).
  await page.reload();
  const rows = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
  await expect(rows.nth(0)).toContainText('2 new upvotes on your post');
  await expect(rows.nth(1)).toContainText('commented on your post');
  await expect(rows.nth(0)).not.toHaveClass(/notification--unseen/);
  expect((await titles()).filter((title) => title.includes('upvote'))).toEqual([expect.stringContaining('2 new upvotes')]);
});
