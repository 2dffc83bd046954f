import { expect, type Page, test } from './support/test';
import { apiCall } from './support/api';
import { signUp, uniqueUsername } from './support/auth';
import { authorWithPost, createComment, type Created } from './support/forum';

/** An admin with a community and one text post in it, all made through the API. */
function postWithAuthor(page: Page, title: string) {
  return authorWithPost(page, { title, body: 'Discuss.', about: 'Comment tests.' });
}

function addComment(page: Page, publicId: string, body: string, parentCommentId: string | null = null) {
  return createComment(page, { publicId }, body, parentCommentId);
}

/** Top-level comments `Comment {from}` .. `Comment {to - 1}`, ten calls at a time from the page. */
async function addManyComments(page: Page, publicId: string, from: number, to: number): Promise<void> {
  const failures = await page.evaluate(
    async ({ publicId, from, to }) => {
      const token = localStorage.getItem('csrftoken') ?? '';
      const post = (i: number) =>
        fetch(`/api/posts/${publicId}/comments?userGroup=normal`, {
          method: 'POST',
          headers: { 'X-Csrf-Token': token },
          body: JSON.stringify({ parentCommentId: null, body: `Comment ${String(i).padStart(3, '0')}` }),
        }).then((response) => (response.ok ? 0 : 1));
      let failed = 0;
      for (let start = from; start < to; start += 10) {
        const batch = Array.from({ length: Math.min(10, to - start) }, (_, k) => post(start + k));
        failed += (await Promise.all(batch)).reduce<number>((sum, one) => sum + one, 0);
      }
      return failed;
    },
    { publicId, from, to },
  );
  expect(failures).toBe(0);
}

test('a thread longer than one page: seeded first page, N more comments, a focused comment from page two', async ({ page }) => {
  test.setTimeout(180_000);
  const { community, post } = await postWithAuthor(page, 'A busy thread');
  // The two oldest comments sort last (equal votes, id descending): they land on page two.
  const oldest = await addComment(page, post.publicId, 'Comment 000');
  await addComment(page, post.publicId, 'Comment 001');
  await addManyComments(page, post.publicId, 2, 502);

  const firstPageCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === `/api/posts/${post.publicId}/comments` && !url.searchParams.has('next')) firstPageCalls.push(url.search);
  });
  await page.goto(`/${community.name}/post/${post.publicId}`);
  const section = page.getByRole('region', { name: '502 comments' });
  const more = section.getByRole('button', { name: '2 more comments' });
  await expect(more).toBeVisible({ timeout: 20_000 });
  await expect(section.getByText('Comment 501', { exact: true })).toBeVisible();
  await expect(section.getByText('Comment 000', { exact: true })).toHaveCount(0);
  // The post answer's embedded page seeds the list: no second request for the first page.
  expect(firstPageCalls).toEqual([]);

  const nextPage = page.waitForRequest((request) => request.url().includes(`/api/posts/${post.publicId}/comments?next=`));
  await more.click();
  await nextPage;
  await expect(section.getByText('Comment 000', { exact: true })).toBeVisible();
  await expect(section.getByText('Comment 001', { exact: true })).toBeVisible();
  await expect(more).toHaveCount(0);

  // The focused route for a comment outside the first page loads it on its own.
  await page.goto(`/${community.name}/post/${post.publicId}/${oldest.id}`);
  await expect(page.getByText("You're viewing a single comment's thread.")).toBeVisible();
  await expect(section.getByText('Comment 000', { exact: true })).toBeVisible();
  await expect(section.locator('.comment')).toHaveCount(1);
});

test('collapse hides replies; focused comment route; community segment rewritten; speaking officially', async ({ page }) => {
  test.setTimeout(60_000);
  const { username, community, post } = await postWithAuthor(page, 'A small thread');
  const parent = await addComment(page, post.publicId, 'The parent comment');
  const reply = await addComment(page, post.publicId, 'A reply to the parent', parent.id);
  await addComment(page, post.publicId, 'Another top comment');

  await page.goto(`/${community.name}/post/${post.publicId}`);
  const thread = page.locator(`#comment-${parent.id}`);
  const toggle = thread.getByRole('button', { name: `Comment thread of @${username}` }).first();
  await expect(thread.getByText('A reply to the parent')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // Keyboard: Enter on the focused toggle collapses the thread.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(thread.getByText('A reply to the parent')).toBeHidden();
  await expect(thread.getByText('The parent comment')).toBeHidden();
  await expect(page.getByText('Another top comment')).toBeVisible();
  await toggle.click();
  await expect(thread.getByText('A reply to the parent')).toBeVisible();

  // A wrong community segment is replaced in place; the focused route shows only that thread.
  await page.goto(`/somewhere_else/post/${post.publicId}/${reply.id}`);
  await expect(page).toHaveURL(new RegExp(`/${community.name}/post/${post.publicId}/${reply.id}$`));
  await expect(page.locator(`#comment-${reply.id}`)).toHaveClass(/comment--focused/);
  await expect(page.getByText('A reply to the parent')).toBeVisible();
  await expect(page.getByText('Another top comment')).toHaveCount(0);
  await page.getByRole('link', { name: 'View all comments' }).click();
  await expect(page).toHaveURL(new RegExp(`/${community.name}/post/${post.publicId}$`));
  await expect(page.getByText('Another top comment')).toBeVisible();

  // An admin (and the community's creator) may comment officially; the comment carries the tag.
  await page.getByRole('checkbox', { name: /Speaking officially/ }).check();
  await page.getByRole('textbox', { name: 'Add a comment' }).fill('An official word');
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  const official = page.locator('.comment', { hasText: 'An official word' });
  await expect(official.locator('.comment__head .tag')).toHaveText(/^(Mod|Admin)$/);
});

test('at 360 px: a 15-deep thread fits, Reply is disabled at depth 15, long text collapses, guests get the login prompt', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(60_000);
  const { community, post } = await postWithAuthor(page, 'A deep thread');
  let parentId: string | null = null;
  const chain: Created[] = [];
  for (let depth = 0; depth <= 15; depth += 1) {
    const created: Created = await addComment(page, post.publicId, `Depth ${depth} reply`, parentId);
    chain.push(created);
    parentId = created.id;
  }
  const longText = Array.from({ length: 40 }, (_, i) => `Paragraph ${i + 1} of a long comment.`).join('\n\n');
  await addComment(page, post.publicId, longText);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`/${community.name}/post/${post.publicId}`);
  const deepest = page.locator(`#comment-${chain[15]?.id}`);
  await expect(deepest.getByText('Depth 15 reply')).toBeVisible();
  const reply = deepest.locator('.comment__actions').getByRole('button', { name: 'Reply' });
  await expect(reply).toHaveAttribute('aria-disabled', 'true');
  // aria-disabled keeps it focusable, so keyboard users still hear why.
  await reply.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Thread too deep.')).toBeVisible();
  await expect(deepest.locator('.comment-box')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: testInfo.outputPath('deep-thread-360-dark.png'), fullPage: true });

  const longComment = page.locator('.comment', { hasText: 'Paragraph 1 of a long comment.' });
  const showMore = longComment.getByRole('button', { name: 'Show more' });
  await expect(showMore).toHaveAttribute('aria-expanded', 'false');
  const box = await longComment.locator('.comment__text').boundingBox();
  expect(box?.height).toBeLessThanOrEqual(500);
  await showMore.click();
  await expect(longComment.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  expect((await longComment.locator('.comment__text').boundingBox())?.height).toBeGreaterThan(500);

  const guest = await browser.newPage();
  await guest.goto(`/${community.name}/post/${post.publicId}`);
  await guest.locator(`#comment-${chain[0]?.id}`).getByRole('button', { name: 'Upvote' }).first().click();
  await expect(guest.getByRole('dialog', { name: 'Login to continue' })).toBeVisible();
  await guest.close();
});

test("at 390 px a member banned from the community sees why instead of the comment box, Reply and the composer's Submit; a deleted post takes no comments", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const { community, post } = await postWithAuthor(page, 'Read but do not reply');
  await addComment(page, post.publicId, 'An earlier comment');
  const banned = await browser.newPage();
  await banned.setViewportSize({ width: 390, height: 844 });
  const name = uniqueUsername('b');
  await signUp(banned, name);
  await apiCall(page, 'POST', `/api/communities/${community.id}/banned`, { username: name });

  await banned.goto(`/${community.name}/post/${post.publicId}`);
  await expect(banned.getByText('An earlier comment')).toBeVisible();
  await expect(banned.getByText('You are banned from this community, so you cannot comment here.')).toBeVisible();
  await expect(banned.getByRole('textbox', { name: 'Add a comment' })).toHaveCount(0);
  await expect(banned.locator('.comment__actions').getByRole('button', { name: 'Reply' })).toHaveCount(0);
  // The composer says so as soon as the community is chosen, before anything is written.
  await banned.goto(`/${community.name}`);
  await banned.getByRole('link', { name: 'Create post' }).click();
  await expect(banned.getByRole('alert').filter({ hasText: `You've been banned from ${community.name}.` })).toBeVisible();
  await expect(banned.getByRole('button', { name: 'Submit' })).toBeDisabled();

  // The author deletes the post: nobody is offered the box any more.
  await apiCall(page, 'DELETE', `/api/posts/${post.publicId}?deleteAs=normal`);
  await page.goto(`/${community.name}/post/${post.publicId}`);
  await expect(page.getByText('This post was deleted. No new comments can be posted.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Add a comment' })).toHaveCount(0);
  await banned.close();
});
