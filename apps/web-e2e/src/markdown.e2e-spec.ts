import { expect, test } from './support/test';
import { apiCall } from './support/api';
import { createCommunity, type Created, createTextPost, signUpAdmin } from './support/forum';

const BODY = [
  'Steps:',
  '- one',
  '  - nested',
  '- two',
  '',
  '3. third',
  '4. fourth',
  '',
  '**bold** [site](https://example.com) [away](/\\evil.example) [js](javascript:alert(1))',
  '',
  '<img src=x onerror="document.title=\'xss\'">',
].join('\n');

test('bodies render as CommonMark, inert, with links that stay where they say (post page, comment, feed card)', async ({ page }) => {
  test.setTimeout(60_000);
  await signUpAdmin(page);
  const community = await createCommunity(page, 'Markdown tests.');
  const post = await createTextPost(page, community, 'Markdown post', BODY);
  await apiCall<Created>(page, 'POST', `/api/posts/${post.publicId}/comments?userGroup=normal`, { parentCommentId: null, body: BODY });

  await page.goto(`/${community.name}/post/${post.publicId}`);
  for (const body of [page.locator('.post-view__body'), page.locator('.comment__body')]) {
    // A list right after a paragraph line, its nested list, and an ordered list's start number.
    await expect(body.locator('p').first()).toHaveText('Steps:');
    await expect(body.locator('ul > li > ul > li')).toHaveText('nested');
    await expect(body.locator('ol')).toHaveAttribute('start', '3');
    await expect(body.locator('strong')).toHaveText('bold');
    await expect(body.getByRole('link', { name: 'site' })).toHaveAttribute('rel', 'nofollow noopener noreferrer ugc');
    await expect(body.getByRole('link', { name: 'site' })).toHaveAttribute('target', '_blank');
    await expect(body.getByText('js', { exact: true })).toBeVisible();
    await expect(body.getByRole('link', { name: 'js' })).toHaveCount(0);
    await expect(body.locator('img')).toHaveCount(0);
    await expect(body.getByText('<img src=x')).toBeVisible();
    // '/\host' must not leave the site: the browser's own reading of the href stays on this origin.
    const away = await body.getByRole('link', { name: 'away' }).evaluate((link: HTMLAnchorElement) => new URL(link.href).origin);
    expect(away).toBe(new URL(page.url()).origin);
  }
  expect(await page.title()).not.toBe('xss');

  const origin = new URL(page.url()).origin;
  await page.locator('.post-view__body').getByRole('link', { name: 'away' }).click();
  await expect(page).toHaveURL(`${origin}/%5Cevil.example`);

  // The feed card's preview renders the same markdown.
  await page.goto(`/${community.name}`);
  const preview = page.locator('.post-card__preview');
  await expect(preview.locator('ol')).toHaveAttribute('start', '3');
  await expect(preview.getByRole('link', { name: 'site' })).toHaveAttribute('rel', 'nofollow noopener noreferrer ugc');
});
