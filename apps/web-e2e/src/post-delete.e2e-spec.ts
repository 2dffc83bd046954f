import { expect, test } from './support/test';
import { apiCall, makeAdmin, uniqueName } from './support/api';
import { signUp, uniqueUsername } from './support/auth';

test('at 1280 px deleting a post asks first: in which capacity, and whether its content goes too (moderators may not)', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const name = uniqueUsername('d');
  await signUp(page, name);
  await makeAdmin(name);
  const community = await apiCall<{ name: string }>(page, 'POST', '/api/communities', { name: uniqueName('del'), about: 'Deleting.' });
  const post = await apiCall<{ publicId: string }>(page, 'POST', '/api/posts', {
    type: 'text',
    title: 'Mine to delete',
    body: 'Its text.',
    community: community.name,
  });
  const deletes: string[] = [];
  page.on('request', (request) => void (request.method() === 'DELETE' && deletes.push(request.url())));
  await page.goto(`/${community.name}/post/${post.publicId}`);

  const actions = page.locator('.post-actions');
  await actions.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete post' });
  await expect(dialog).toContainText('Are you sure you want to delete this post?');
  const capacities = dialog.getByRole('group', { name: 'Delete as' });
  await expect(capacities.getByRole('radio')).toHaveCount(3);
  await expect(capacities.getByRole('radio', { name: 'The author' })).toBeChecked();
  const content = dialog.getByRole('checkbox', { name: /Also delete its content/ });
  await capacities.getByRole('radio', { name: 'A moderator' }).check();
  await expect(content).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(deletes).toEqual([]);

  await actions.getByRole('button', { name: 'Delete', exact: true }).click();
  await capacities.getByRole('radio', { name: 'An admin' }).check();
  await content.check();
  const deleted = page.waitForResponse((response) => response.request().method() === 'DELETE');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  const params = new URL((await deleted).url()).searchParams;
  expect([params.get('deleteAs'), params.get('deleteContent')]).toEqual(['admins', 'true']);
  await expect(dialog).toBeHidden();
  const stored = await apiCall<{ deleted: boolean; deletedContent: boolean; body: string | null }>(page, 'GET', `/api/posts/${post.publicId}`);
  expect(stored).toMatchObject({ deleted: true, deletedContent: true });
});
