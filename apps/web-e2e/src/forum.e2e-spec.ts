import { expect, type Page, test } from './support/test';
import { signUp, uniqueUsername } from './support/auth';
import { createCommunity, type Created, createTextPost, pickCommunity, signUpAdmin } from './support/forum';

/** An admin signs up and creates a community through the API. */
async function adminsCommunity(page: Page): Promise<Created> {
  await signUpAdmin(page);
  return createCommunity(page, 'A place for **tests**.');
}

test('join, post text and link, comment and reply, vote, edit and delete', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const adminPage = await browser.newPage();
  const community = await adminsCommunity(adminPage);
  await adminPage.close();
  await signUp(page, uniqueUsername('m'));
  await page.goto(`/${community.name}`);
  await expect(page.getByRole('heading', { name: community.name, level: 1 })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Join', exact: true }).first().click();
  await expect(page.getByRole('main').getByRole('button', { name: 'Joined' }).first()).toBeVisible();

  // A text post from the community's Create post link.
  await page.getByRole('link', { name: 'Create post' }).click();
  await expect(page.getByRole('heading', { name: 'New Post' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your post needs a title' })).toBeVisible();
  await page.getByLabel('Title').fill('First text post');
  await page.getByLabel('Body (optional)').fill('Hello **world** [site](https://example.com)');
  await page.getByLabel('Body (optional)').press('Control+Enter');
  await expect(page).toHaveURL(new RegExp(`/${community.name}/post/`));
  await expect(page.getByRole('heading', { name: 'First text post' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'site' })).toHaveAttribute('rel', 'nofollow noopener noreferrer ugc');

  // Vote: the author's own upvote toggles off and on again.
  const bar = page.locator('.post-view__bar');
  const count = bar.getByTestId('vote-count');
  const before = Number(await count.textContent());
  await bar.getByRole('button', { name: 'Downvote' }).click();
  await expect(bar.getByRole('button', { name: 'Downvote' })).toHaveAttribute('aria-pressed', 'true');
  await expect(count).not.toHaveText(String(before));
  await page.reload();
  await expect(page.locator('.post-view__bar').getByRole('button', { name: 'Downvote' })).toHaveAttribute('aria-pressed', 'true');

  // Comment and reply.
  await page.getByRole('textbox', { name: 'Add a comment' }).fill('A top comment');
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(page.locator('.comment').getByText('A top comment')).toBeVisible();
  await page.locator('.comment__actions').getByRole('button', { name: 'Reply' }).first().click();
  const replyBox = page.locator('.comment .comment-box');
  await replyBox.getByRole('textbox').fill('A reply');
  await replyBox.getByRole('button', { name: 'Reply' }).click();
  await expect(page.locator('.comment-list--nested').getByText('A reply')).toBeVisible();

  // Edit the title, then delete the post.
  await page.locator('.post-actions').getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Post' })).toBeVisible();
  await page.getByLabel('Title').fill('First text post, edited');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'First text post, edited' })).toBeVisible();
  await page.locator('.post-actions').getByRole('button', { name: 'Delete' }).click();
  // A member deletes only as the author: no capacity to choose, and the content may go too.
  const deleting = page.getByRole('dialog', { name: 'Delete post' });
  await expect(deleting.getByRole('radio')).toHaveCount(0);
  await expect(deleting.getByRole('checkbox', { name: /Also delete its content/ })).not.toBeChecked();
  await deleting.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('This post was deleted by user.')).toBeVisible();

  // A link post, community chosen in the picker.
  await page.goto('/new');
  await pickCommunity(page, community.name);
  await page.getByRole('button', { name: 'Link' }).click();
  await page.getByLabel('URL').fill('https://example.org/article');
  await page.getByLabel('Title').fill('A link post');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'A link post' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'example.org' })).toHaveAttribute('target', '_blank');
});

test('a guest browses, gets the login prompt on vote, and the feed loads page 2 on scroll', async ({ page, browser }) => {
  const community = await adminsCommunity(page);
  for (let i = 1; i <= 12; i += 1) {
    await createTextPost(page, community, `Scroll post ${i}`, `Body ${i}`);
  }
  const guest = await browser.newPage();
  await guest.goto(`/${community.name}?sort=latest`);
  const cards = guest.locator('article.post-card');
  await expect(cards).toHaveCount(10);
  await guest.locator('.feed-end').last().scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(12);
  await expect(guest.getByText('No more posts')).toBeVisible();

  await cards.first().getByRole('button', { name: 'Upvote' }).click();
  await expect(guest.getByRole('dialog', { name: 'Login to continue' })).toBeVisible();
  await guest.keyboard.press('Escape');

  await cards.first().getByRole('heading').getByRole('link').click();
  await expect(guest.getByRole('heading', { name: 'Scroll post 12', level: 1 })).toBeVisible();
  await expect(guest.getByText('No comments yet.')).toBeVisible();
  await guest.close();
});
