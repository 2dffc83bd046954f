import { expect, test } from './support/test';
import pg from 'pg';
import { apiCall, e2eDatabaseUrl } from './support/api';
import { signUp, uniqueUsername } from './support/auth';
import { createCommunity, type Created, signUpAdmin } from './support/forum';

test('the author edits a comment in place; a deleted comment shows who deleted it with no voting; no percent on an unvoted post', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signUpAdmin(page, 'e');
  const community = await createCommunity(page, 'Edit tests.', 'ed');
  const post = await apiCall<Created & { upvotes: number }>(page, 'POST', '/api/posts', {
    type: 'text',
    title: 'Edit me',
    body: 'Body.',
    community: community.name,
  });
  // The author's automatic upvote is the only vote: withdraw it, so nobody has voted.
  await apiCall(page, 'POST', '/api/_postVote', { postId: post.id, up: true });
  const comment = await apiCall<Created>(page, 'POST', `/api/posts/${post.publicId}/comments?userGroup=normal`, {
    parentCommentId: null,
    body: 'First wording',
  });
  const doomed = await apiCall<Created>(page, 'POST', `/api/posts/${post.publicId}/comments?userGroup=normal`, {
    parentCommentId: null,
    body: 'To be deleted',
  });
  await apiCall(page, 'DELETE', `/api/posts/${post.publicId}/comments/${doomed.id}?deleteAs=normal`);
  // Written an hour ago: an edit within the 3-minute grace period after writing folds into the original (docs/api-notes.md "Edit history") and shows no 'Edited' label.
  const db = new pg.Client({ connectionString: await e2eDatabaseUrl() });
  await db.connect();
  await db.query(`UPDATE comments SET created_at = now() - interval '1 hour' WHERE id = $1`, [comment.id]);
  await db.end();

  await page.goto(`/${community.name}/post/${post.publicId}`);
  await expect(page.getByRole('heading', { name: 'Edit me' })).toBeVisible();
  await expect(page.getByText(/% upvoted/)).toHaveCount(0);

  const mine = page.locator(`#comment-${comment.id}`);
  await expect(mine.getByText('First wording')).toBeVisible();
  await mine.getByRole('button', { name: 'Edit', exact: true }).click();
  const box = mine.getByRole('textbox', { name: 'Edit comment' });
  await expect(box).toBeFocused();
  await box.fill('Second wording');
  await mine.getByRole('button', { name: 'Save' }).click();
  await expect(mine.getByText('Second wording')).toBeVisible();
  await expect(mine.getByText('Edited')).toBeVisible();
  const stored = await apiCall<{ body: string; editedAt: string | null }>(page, 'GET', `/api/comments/${comment.id}`);
  expect(stored.body).toBe('Second wording');
  expect(stored.editedAt).not.toBeNull();

  const deleted = page.locator(`#comment-${doomed.id}`);
  await expect(deleted.getByText(/^Deleted by/)).toBeVisible();
  await expect(deleted.getByRole('button', { name: 'Upvote' })).toHaveCount(0);
  await expect(deleted.getByRole('button', { name: 'Reply' })).toHaveCount(0);

  // Someone else may reply and vote, but not edit.
  const context = await browser.newContext();
  const other = await context.newPage();
  await signUp(other, uniqueUsername('o'));
  await other.goto(`/${community.name}/post/${post.publicId}`);
  const seen = other.locator(`#comment-${comment.id}`);
  await expect(seen.getByText('Second wording')).toBeVisible();
  await expect(seen.getByRole('button', { name: 'Upvote' })).toBeVisible();
  await expect(seen.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await context.close();
});
