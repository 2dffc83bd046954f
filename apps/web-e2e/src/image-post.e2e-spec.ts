import { expect, test } from './support/test';
import { signUp, uniqueUsername } from './support/auth';
import { solidPng } from './support/png';
import { createCommunity, pickCommunity, signUpAdmin } from './support/forum';

test('an image post from the composer shows its image on the post page, then the copies the worker made', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const adminPage = await browser.newPage();
  await signUpAdmin(adminPage);
  const community = await createCommunity(adminPage, 'Pictures.');
  await adminPage.close();

  await signUp(page, uniqueUsername('i'));
  await page.goto('/new');
  await pickCommunity(page, community.name);
  await page.getByRole('button', { name: 'Image', exact: true }).click();

  // 400×300: wider than the 120 and 325 px copies, so the worker has copies to make.
  const upload = page.waitForResponse((response) => response.url().endsWith('/api/_uploads'));
  await page.getByLabel('Add photo').setInputFiles({ name: 'red.png', mimeType: 'image/png', buffer: solidPng(400, 300, [200, 30, 30]) });
  expect((await upload).status()).toBe(200);
  const uploaded = page.locator('.uploader__item');
  await expect(uploaded.locator('img')).toBeVisible();
  await uploaded.getByLabel('Alt text').fill('A red rectangle');
  await page.getByLabel('Title').fill('An image post');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(new RegExp(`/${community.name}/post/`));
  await expect(page.getByRole('heading', { name: 'An image post', level: 1 })).toBeVisible();
  const image = page.locator('.post-view').getByRole('img', { name: 'A red rectangle' });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('width', '400');
  // Decoded by the browser, not just present in the DOM: the file is served back. (naturalWidth is not
  // compared with 400: once a srcset is in play it is scaled to the `sizes` slot.)
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);

  // The worker makes the named copies in the background; once done the post page offers them as a srcset.
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.locator('.post-view').getByRole('img', { name: 'A red rectangle' }).getAttribute('srcset');
      },
      { timeout: 20_000, intervals: [500, 1000, 2000] },
    )
    .toContain('120w');
});
