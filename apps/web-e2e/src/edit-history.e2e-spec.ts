import { expect, test } from './support/test';
import pg from 'pg';
import { apiCall, e2eDatabaseUrl } from './support/api';
import { expectNoSeriousViolations } from './support/axe';
import { signUp, uniqueUsername } from './support/auth';
import { createCommunity, type Created, signUpAdmin } from './support/forum';

/** Moves a post's creation an hour back, so its next edit is kept as a version (docs/api-notes.md "Edit history"). */
async function ageRows(sql: string, id: string): Promise<void> {
  const db = new pg.Client({ connectionString: await e2eDatabaseUrl() });
  await db.connect();
  try {
    await db.query(sql, [id]);
  } finally {
    await db.end();
  }
}

test("a reader opens an edited post's and comment's history and reads the word diff; the dialog is keyboard friendly and axe-clean", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUpAdmin(page, 'h');
  const community = await createCommunity(page, 'History tests.', 'hi');
  const post = await apiCall<Created>(page, 'POST', '/api/posts', {
    type: 'text',
    title: 'Edit history',
    body: 'The quick brown fox.',
    community: community.name,
  });
  const comment = await apiCall<Created>(page, 'POST', `/api/posts/${post.publicId}/comments?userGroup=normal`, {
    parentCommentId: null,
    body: 'First wording here',
  });
  await ageRows(`UPDATE posts SET created_at = now() - interval '1 hour' WHERE public_id = $1`, post.publicId);
  await ageRows(`UPDATE comments SET created_at = now() - interval '1 hour' WHERE id = $1`, comment.id);
  await apiCall(page, 'PUT', `/api/posts/${post.publicId}`, { title: 'Edit history', body: 'The slow brown fox.' });
  await apiCall(page, 'PUT', `/api/posts/${post.publicId}/comments/${comment.id}`, { body: 'Second wording here' });

  // A visitor reads it: the history of live content is public.
  const context = await browser.newContext();
  const reader = await context.newPage();
  await signUp(reader, uniqueUsername('r'));
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    await reader.setViewportSize(viewport);
    await reader.goto(`/${community.name}/post/${post.publicId}`);
    await expect(reader.getByRole('heading', { name: 'Edit history', level: 1 })).toBeVisible();

    const edited = reader.locator('.post-meta').getByRole('button', { name: /^Edited/ });
    await edited.click();
    const dialog = reader.getByRole('dialog', { name: 'Edit history' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: /^Current version/ })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: /^Original/ })).toBeVisible();
    await expect(dialog.locator('del')).toHaveText('[removed: quick end of removal]');
    await expect(dialog.locator('ins')).toHaveText('[added: slow end of addition]');
    await expect(dialog.getByText('The quick brown fox.')).toBeVisible();
    await expectNoSeriousViolations(reader, `edit history dialog at ${viewport.width} px`);
    await reader.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(edited).toBeFocused();
  }

  const mine = reader.locator(`#comment-${comment.id}`);
  await mine.getByRole('button', { name: 'Edited' }).click();
  const dialog = reader.getByRole('dialog', { name: 'Edit history' });
  await expect(dialog.locator('del')).toHaveText('[removed: First end of removal]');
  await expect(dialog.locator('ins')).toHaveText('[added: Second end of addition]');
  await reader.emulateMedia({ colorScheme: 'dark' });
  await reader.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  await expectNoSeriousViolations(reader, 'edit history dialog, dark theme');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await context.close();
});
