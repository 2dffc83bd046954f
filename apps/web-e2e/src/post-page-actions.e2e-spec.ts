import { type Browser, expect, type Page, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';
import { apiCall } from './support/api';
import { signUp, uniqueUsername } from './support/auth';
import { createCommunity, createTextPost, signUpAdmin } from './support/forum';

// Copy URL writes to the clipboard, and the test reads it back.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/**
 * An admin creates a community and a post in it; `page` signs up and, with `asMod`, is made a
 * moderator of the community. `comment` is posted by a third user first.
 */
async function setUp(page: Page, browser: Browser, options: { asMod: boolean; comment?: string }) {
  const adminPage = await browser.newPage();
  await signUpAdmin(adminPage);
  const community = await createCommunity(adminPage, 'Post page actions.');
  const post = await createTextPost(adminPage, community, 'Act on me', 'A post.');
  if (options.comment) {
    const author = await browser.newPage();
    await signUp(author, uniqueUsername('w'));
    await apiCall(author, 'POST', `/api/posts/${post.publicId}/comments?userGroup=normal`, { parentCommentId: null, body: options.comment });
    await author.close();
  }
  const user = uniqueUsername(options.asMod ? 'm' : 'u');
  await signUp(page, user);
  if (options.asMod) await apiCall(adminPage, 'POST', `/api/communities/${community.id}/mods`, { username: user });
  await adminPage.close();
  return { community, post, path: `/${community.name}/post/${post.publicId}` };
}

test('Copy URL puts the post URL on the clipboard and says so', async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000);
  const { path } = await setUp(page, browser, { asMod: false });
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Act on me', level: 1 })).toBeVisible();

  const share = page.getByRole('button', { name: 'Share', exact: true });
  await share.click();
  await expect(share).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('menuitem', { name: 'Copy URL' }).click();
  await expect(page.getByText('Link copied to clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(path, baseURL).toString());
  // The menu closed and gave focus back to its trigger.
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(share).toBeFocused();
});

test('a mod pins and unpins a post from the post page', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const { post, path } = await setUp(page, browser, { asMod: true });
  await page.goto(path);
  const article = page.locator('article.post-view');
  await expect(article.getByRole('heading', { name: 'Act on me', level: 1 })).toBeVisible();
  const actions = article.locator('.post-actions');
  const pinnedTag = article.locator('.post-meta').getByText('Pinned', { exact: true });
  await expect(pinnedTag).toHaveCount(0);
  // A moderator gets the community pin only, in Mod actions; the site-wide one is for admins.
  await expect(actions.getByRole('button', { name: 'Admin actions' })).toHaveCount(0);
  const modActions = actions.getByRole('button', { name: 'Mod actions' });
  await modActions.click();
  await expect(page.getByRole('menuitem', { name: 'Pin site-wide' })).toHaveCount(0);

  const pinCall = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes(`/api/posts/${post.publicId}?`));
  await page.getByRole('menuitem', { name: 'Pin', exact: true }).click();
  const pinUrl = new URL((await pinCall).url());
  expect(pinUrl.searchParams.get('action')).toBe('pin');
  expect(pinUrl.searchParams.get('siteWide')).toBe('false');
  await expect(pinnedTag).toBeVisible();
  await page.reload();
  await expect(pinnedTag).toBeVisible();

  await modActions.click();
  await page.getByRole('menuitem', { name: 'Unpin', exact: true }).click();
  await expect(pinnedTag).toHaveCount(0);
  await modActions.click();
  await expect(page.getByRole('menuitem', { name: 'Pin', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(article.getByRole('heading', { name: 'Act on me', level: 1 })).toBeVisible();
  await expect(pinnedTag).toHaveCount(0);
});

test("a mod deletes another user's comment after confirming, and sees the stub", async ({ page, browser }) => {
  test.setTimeout(60_000);
  const { path } = await setUp(page, browser, { asMod: true, comment: 'Remove this remark.' });
  await page.goto(path);
  const comment = page.locator('li.comment').filter({ hasText: 'Remove this remark.' });
  await expect(comment).toBeVisible();
  const deletes: string[] = [];
  page.on('request', (request) => void (request.method() === 'DELETE' && deletes.push(request.url())));
  // One click never deletes: the dialog asks first, and Cancel leaves the comment as it was.
  await comment.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete comment' });
  await expect(confirm).toContainText('Remove this comment as a moderator? Its text will no longer be shown to anyone.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(comment.getByText('Remove this remark.')).toBeVisible();
  expect(deletes).toEqual([]);
  const deleteCall = page.waitForResponse((response) => response.request().method() === 'DELETE' && response.url().includes('/comments/'));
  await comment.getByRole('button', { name: 'Delete', exact: true }).click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  expect(new URL((await deleteCall).url()).searchParams.get('deleteAs')).toBe('mods');
  await expect(confirm).toBeHidden();
  const stub = page.locator('li.comment--deleted');
  await expect(stub.getByText('Deleted by moderator', { exact: true })).toBeVisible();
  await expect(stub.getByRole('button', { name: 'Reply' })).toHaveCount(0);
  await expect(stub.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page.locator('li.comment--deleted').getByText('Deleted by moderator', { exact: true })).toBeVisible();
});

test('at 390 px a moderating admin gets the Mod actions and Admin actions menus, worked from the keyboard', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  // The admin who creates the community moderates it too, so both menus are theirs.
  await signUpAdmin(page);
  const community = await createCommunity(page, 'Menus.');
  const post = await createTextPost(page, community, 'Menu me', 'A post.');
  await page.goto(`/${community.name}/post/${post.publicId}`);
  const actions = page.locator('article.post-view .post-actions');
  await expect(page.getByRole('heading', { name: 'Menu me', level: 1 })).toBeVisible();
  // No loose moderation buttons in the row: only the author's own, and the two menus.
  for (const name of ['Lock', 'Pin', 'Pin site-wide', 'Announce']) await expect(actions.getByRole('button', { name, exact: true })).toHaveCount(0);
  const modActions = actions.getByRole('button', { name: 'Mod actions' });
  const adminActions = actions.getByRole('button', { name: 'Admin actions' });
  await expect(modActions).toHaveAttribute('aria-haspopup', 'menu');
  await expect(adminActions).toHaveAttribute('aria-haspopup', 'menu');

  // Enter opens the menu on its first item; the arrows move and wrap; Escape closes and gives focus back.
  await modActions.focus();
  await page.keyboard.press('Enter');
  const modMenu = page.getByRole('menu', { name: 'Mod actions' });
  await expect(modMenu.getByRole('menuitem')).toHaveText(['Lock', 'Pin']);
  await expect(modMenu.getByRole('menuitem', { name: 'Lock' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(modMenu.getByRole('menuitem', { name: 'Pin', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(modMenu.getByRole('menuitem', { name: 'Lock' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(modMenu.getByRole('menuitem', { name: 'Pin', exact: true })).toBeFocused();
  await expectNoSeriousViolations(page, 'post page, Mod actions open, 390 px');
  await page.keyboard.press('Escape');
  await expect(modMenu).toHaveCount(0);
  await expect(modActions).toBeFocused();

  await adminActions.focus();
  await page.keyboard.press('ArrowDown');
  const adminMenu = page.getByRole('menu', { name: 'Admin actions' });
  await expect(adminMenu.getByRole('menuitem')).toHaveText(['Pin site-wide', 'Announce']);
  await expectNoSeriousViolations(page, 'post page, Admin actions open, 390 px');
  // Enter on an item acts and closes the menu, focus back on its trigger.
  const pinCall = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes(`/api/posts/${post.publicId}?`));
  await page.keyboard.press('Enter');
  const pinUrl = new URL((await pinCall).url());
  expect(pinUrl.searchParams.get('action')).toBe('pin');
  expect(pinUrl.searchParams.get('siteWide')).toBe('true');
  await expect(adminMenu).toHaveCount(0);
  await expect(adminActions).toBeFocused();
  // The row stays inside the card on a phone.
  const card = await page.locator('article.post-view').boundingBox();
  const row = await actions.boundingBox();
  expect(row && card && row.x + row.width <= card.x + card.width + 0.5).toBe(true);
});
