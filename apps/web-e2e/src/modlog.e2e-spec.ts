import { expectNoSeriousViolations } from './support/axe';
import { blockOutsideRequests, type Browser, expect, type Page, test } from './support/test';
import { apiCall, uniqueName } from './support/api';
import { memberInOwnContext, signUp, uniqueUsername } from './support/auth';
import { consoleErrorsAllowing } from './support/console-errors';
import { createComment, createCommunity, createTextPost, signUpAdmin } from './support/forum';

test.beforeEach(({ page }) => blockOutsideRequests(page));

/**
 * An admin (own context) who made a community with one rule, a moderator signed in on `page`, and a member
 * (own context) with a post in it. The admin leaves the moderating to the moderator.
 */
async function moderatedPost(browser: Browser, page: Page) {
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  const admin = await signUpAdmin(adminPage);
  const community = await createCommunity(adminPage, 'Moderated in public.', 'ml');
  await apiCall(adminPage, 'POST', `/api/communities/${community.id}/rules`, { rule: 'Stay on topic', description: 'Posts are about the community.' });
  const mod = uniqueUsername('m');
  await signUp(page, mod);
  await apiCall(adminPage, 'POST', `/api/communities/${community.id}/mods`, { username: mod });
  const author = await memberInOwnContext(browser, 'w');
  await apiCall(author.page, 'POST', '/api/_joinCommunity', { communityId: community.id, leave: false });
  const title = `Off topic ${uniqueName('p')}`;
  const post = await createTextPost(author.page, community, title, 'SECRET BODY that the log never shows.');
  return { adminContext, adminPage, admin, community, mod, author, post, title };
}

test.describe('moderation log', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a mod removes with a reason, the author sees why, a visitor reads the log', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const errors = consoleErrorsAllowing(page);
    const { adminContext, community, mod, author, post, title } = await moderatedPost(browser, page);

    // The moderator removes the post from its page, picking the community's rule and adding a few words.
    await page.goto(`/${community.name}/post/${post.publicId}`);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await page.locator('.post-actions').getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete post' });
    await expect(dialog.getByRole('group', { name: 'Remove with a reason' })).toBeVisible();
    await dialog.getByRole('radio', { name: 'Stay on topic' }).check();
    await dialog.getByLabel('Reason (optional)').fill('see the sidebar');
    await expectNoSeriousViolations(page, 'removal dialog');
    const removal = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().includes(`/api/posts/${post.publicId}`));
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    const removed = await removal;
    expect(removed.status()).toBe(200);
    const sent = new URL(removed.url()).searchParams;
    expect([sent.get('deleteAs'), sent.get('reason')]).toEqual(['mods', 'see the sidebar']);
    // The moderator may undo it from the post page.
    await expect(page.getByRole('note').getByRole('button', { name: 'Restore' })).toBeVisible();

    // The author reads why, with the rules a click away, and is told in the notifications.
    await author.page.goto(`/${community.name}/post/${post.publicId}`);
    const notice = author.page.locator('.removed-notice');
    await expect(notice).toContainText('A moderator removed your post.');
    await expect(notice).toContainText('Reason: Stay on topic: see the sidebar');
    await expect(notice.getByRole('link', { name: 'Read the community’s rules' })).toHaveAttribute('href', `/${community.name}`);
    await expect(notice.getByRole('button', { name: 'Restore' })).toHaveCount(0);
    await expectNoSeriousViolations(author.page, 'author notice');
    const inbox = await apiCall<{ items: { type: string; body: string }[] }>(author.page, 'GET', '/api/notifications?render=true&format=html');
    expect(inbox.items.find((n) => n.type === 'deleted_post')?.body).toContain('Reason: Stay on topic: see the sidebar.');
    await author.context.close();

    // A visitor reads the community's log: the action, the title, who and why; never the body.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await blockOutsideRequests(visitor);
    await visitor.goto(`/${community.name}/modlog`);
    await expect(visitor.getByRole('heading', { name: `Moderation log of ${community.name}`, level: 1 })).toBeVisible();
    const entry = visitor.locator('.modlog-entry').filter({ hasText: 'Removed post' });
    await expect(entry).toContainText(title);
    await expect(entry).toContainText(mod);
    await expect(entry).toContainText('Reason: Stay on topic: see the sidebar');
    await expect(visitor.locator('.modlog')).not.toContainText('SECRET BODY');
    await expect(entry.getByRole('link', { name: title })).toHaveAttribute('href', `/${community.name}/post/${post.publicId}`);

    // Filtering by another action: an empty state, and the filter in the address.
    await visitor.getByLabel('Action').selectOption({ label: 'Banned user' });
    await visitor.getByRole('button', { name: 'Filter' }).click();
    await expect(visitor).toHaveURL(/action=ban_user/);
    await expect(visitor.getByText('No entries match these filters.')).toBeVisible();
    await visitorContext.close();
    await adminContext.close();
    expect(errors).toEqual([]);
  });

  test('an anonymous log hides the moderator from visitors; Restore in mod tools; a removed comment shows why', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const errors = consoleErrorsAllowing(page);
    const { adminContext, community, mod, author, post, title } = await moderatedPost(browser, page);
    const comment = await createComment(author.page, post, 'A rude remark.');
    await apiCall(page, 'DELETE', `/api/posts/${post.publicId}/comments/${comment.id}?deleteAs=mods&reason=Be%20kind`);
    await apiCall(page, 'DELETE', `/api/posts/${post.publicId}?deleteAs=mods&reason=Spam`);

    // The moderator turns on anonymity in the community's settings.
    await page.goto(`/${community.name}/modtools/settings`);
    const anonymity = page.getByRole('switch', { name: 'Show moderators as “a moderator” in the public moderation log' });
    await expect(anonymity).not.toBeChecked();
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/communities/${community.id}`));
    await anonymity.click();
    expect((await saved).status()).toBe(200);
    await expect(anonymity).toBeChecked();

    // A visitor's log says "a moderator" and offers no moderator filter; the moderator still sees the name.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await blockOutsideRequests(visitor);
    await visitor.goto(`/${community.name}/modlog`);
    const removal = visitor.locator('.modlog-entry').filter({ hasText: 'Removed post' });
    await expect(removal).toContainText('a moderator');
    await expect(removal).not.toContainText(mod);
    await expect(visitor.getByLabel('Moderator')).toHaveCount(0);
    await page.goto(`/${community.name}/modlog`);
    await expect(page.locator('.modlog-entry').filter({ hasText: 'Removed post' })).toContainText(mod);

    // Restore from the removed posts of mod tools: the post leaves the list and the log says so.
    await page.goto(`/${community.name}/modtools/removed`);
    const item = page.locator('.modtools-item').filter({ hasText: title });
    await item.getByRole('button', { name: 'Restore' }).click();
    await expect(item).toHaveCount(0);
    await visitor.goto(`/${community.name}/modlog`);
    await expect(visitor.locator('.modlog-entry').filter({ hasText: 'Restored post' })).toContainText('a moderator');

    // The removed comment tells every reader why, under the removal line.
    await visitor.goto(`/${community.name}/post/${post.publicId}`);
    await expect(visitor.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(visitor.locator(`#comment-${comment.id}`)).toContainText('Reason: Be kind');
    await expectNoSeriousViolations(visitor, 'removed comment with its reason');
    await visitorContext.close();
    await author.context.close();
    await adminContext.close();
    expect(errors).toEqual([]);
  });

  test('Load more pages by keyset; the site log lists admin actions', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const { adminContext, adminPage, community, post } = await moderatedPost(browser, page);
    // 30 entries: lock and unlock 15 times (as the admin, acting as admin).
    for (let i = 0; i < 15; i++) {
      await apiCall(adminPage, 'PUT', `/api/posts/${post.publicId}?action=lock&lockAs=admins`);
      await apiCall(adminPage, 'PUT', `/api/posts/${post.publicId}?action=unlock&lockAs=admins`);
    }
    await page.goto(`/${community.name}/modlog`);
    const entries = page.locator('.modlog-entry');
    await expect(entries).toHaveCount(25);
    await page.getByRole('button', { name: 'Load more' }).click();
    // 30 locks and unlocks, the rule and the moderator added before them.
    await expect(entries).toHaveCount(32);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    await page.goto('/modlog');
    await expect(page.getByRole('heading', { name: 'Site moderation log', level: 1 })).toBeVisible();
    await expect(page.locator('.modlog-entry').first()).toContainText('Locked post');
    await adminContext.close();
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`the moderation log passes axe at ${viewport.width} px, ${theme}`, async ({ page, browser }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      const { adminContext, community, post } = await moderatedPost(browser, page);
      await apiCall(page, 'DELETE', `/api/posts/${post.publicId}?deleteAs=mods&reason=Spam`);
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await page.goto(`/${community.name}/modlog`);
      await expect(page.locator('.modlog-entry').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expectNoSeriousViolations(page, `modlog ${viewport.width} ${theme}`);
      await page.goto(`/${community.name}/modlog?action=ban_user`);
      await expect(page.getByText('No entries match these filters.')).toBeVisible();
      await expectNoSeriousViolations(page, `modlog empty ${viewport.width} ${theme}`);
      await page.goto(`/${community.name}/post/${post.publicId}`);
      await expect(page.locator('.removed-notice')).toBeVisible();
      await expectNoSeriousViolations(page, `removed post ${viewport.width} ${theme}`);
      await adminContext.close();
    });
  }
}
