import { expect, test } from './support/test';
import { apiAnswer, apiCall } from './support/api';
import { signUp, uniqueUsername } from './support/auth';
import { createCommunity, createTextPost, signUpAdmin } from './support/forum';

const LOCKED_BANNER = 'This post is locked. No new comments can be posted.';

test('a mod locks a post from the post page; a member then cannot comment', async ({ page, browser }) => {
  test.setTimeout(60_000);
  // An admin creates the community and a post, and makes another user a moderator of it.
  const adminPage = await browser.newPage();
  await signUpAdmin(adminPage);
  const community = await createCommunity(adminPage, 'Moderated.');
  const post = await createTextPost(adminPage, community, 'Lock me', 'Soon locked.');
  const mod = uniqueUsername('m');
  await signUp(page, mod);
  await apiCall(adminPage, 'POST', `/api/communities/${community.id}/mods`, { username: mod });
  await adminPage.close();
  const postUrl = `/${community.name}/post/${post.publicId}`;

  // The mod locks it from the post page's actions.
  await page.goto(postUrl);
  await expect(page.getByRole('heading', { name: 'Lock me', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Add a comment' })).toBeVisible();
  const actions = page.locator('.post-actions');
  const lockCall = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes(`/api/posts/${post.publicId}?`));
  await actions.getByRole('button', { name: 'Mod actions' }).click();
  await page.getByRole('menuitem', { name: 'Lock', exact: true }).click();
  const lockUrl = new URL((await lockCall).url());
  expect(lockUrl.searchParams.get('action')).toBe('lock');
  expect(lockUrl.searchParams.get('lockAs')).toBe('mods');
  await expect(page.getByRole('note').filter({ hasText: LOCKED_BANNER })).toBeVisible();
  await actions.getByRole('button', { name: 'Mod actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Unlock' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('textbox', { name: 'Add a comment' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('note').filter({ hasText: LOCKED_BANNER })).toBeVisible();

  // A member sees the banner, no comment box and no mod actions; the api refuses a comment too.
  const member = await browser.newPage();
  await signUp(member, uniqueUsername('u'));
  await member.goto(postUrl);
  await expect(member.getByRole('heading', { name: 'Lock me', level: 1 })).toBeVisible();
  await expect(member.getByRole('note').filter({ hasText: LOCKED_BANNER })).toBeVisible();
  await expect(member.getByRole('textbox', { name: 'Add a comment' })).toHaveCount(0);
  await expect(member.getByRole('button', { name: 'Mod actions' })).toHaveCount(0);
  await expect(member.getByRole('button', { name: 'Admin actions' })).toHaveCount(0);
  const attempt = await apiAnswer(member, 'POST', `/api/posts/${post.publicId}/comments?userGroup=normal`, { parentCommentId: null, body: 'Too late' });
  expect(attempt).toMatchObject({ status: 403, json: { code: 'post-locked' } });
  await member.close();
});
