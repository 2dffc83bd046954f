import AxeBuilder from '@axe-core/playwright';
import { untilStill } from './support/axe';
import { type Browser, expect, type Page, test } from './support/test';
import { apiCall } from './support/api';
import { signUp, uniqueUsername } from './support/auth';
import { solidPng } from './support/png';
import { createCommunity, type Created, createTextPost, signUpAdmin } from './support/forum';

interface UploadedImage {
  id: string;
  url: string;
}

const LONG_ABOUT = Array.from({ length: 8 }, (_, index) => `Paragraph ${index + 1} of what this community is about.`).join('\n\n');

/** An admin in a page of their own, with a fresh community (a long about text, for the 120 px cap). */
async function adminWithCommunity(browser: Browser) {
  const page = await browser.newPage();
  const username = await signUpAdmin(page);
  const community = await createCommunity(page, 'Extras.');
  // Creation caps about at 500 characters; the community's settings take up to 2000.
  const full = await apiCall<Record<string, unknown>>(page, 'GET', `/api/communities/${community.id}`);
  await apiCall(page, 'PUT', `/api/communities/${community.id}`, { ...full, about: LONG_ABOUT });
  return { page, username, community };
}

/** Uploads a PNG from the page as the composer does, and gives it alt text. */
async function uploadImage(page: Page, altText: string): Promise<UploadedImage> {
  const bytes = [...solidPng(300, 200, [30, 60, 200])];
  const result = await page.evaluate(async (data) => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'blue.png');
    const response = await fetch('/api/_uploads', { method: 'POST', headers: { 'X-Csrf-Token': localStorage.getItem('csrftoken') ?? '' }, body: form });
    return { status: response.status, json: (await response.json()) as unknown };
  }, bytes);
  expect(result.status, JSON.stringify(result.json)).toBe(200);
  const image = result.json as UploadedImage;
  await apiCall(page, 'PUT', `/api/images/${image.id}`, { altText });
  return image;
}

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`post page extras at ${viewport.width} px`, () => {
    test.use({ viewport });

    // The pages these flows visit log no errors. Two failed requests are the browser's own log of an
    // answer the flow expects: the signup form's former name check (`GET /api/users/{name}`,
    // 404 = free; the form now asks `/api/_username_check`) and the second Announce (409 = 'Already announced').
    let consoleErrors: string[] = [];
    test.beforeEach(({ page }) => {
      consoleErrors = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const url = message.location().url;
        const isExpected =
          message.text().startsWith('Failed to load resource') &&
          ((/\/api\/users\/[^/?]+$/.test(url) && message.text().includes('404')) || (url.includes('action=announce') && message.text().includes('409')));
        if (!isExpected) consoleErrors.push(`${message.text()} ${url}`);
      });
      page.on('pageerror', (error) => consoleErrors.push(error.message));
    });
    test.afterEach(() => {
      expect(consoleErrors).toEqual([]);
    });

    test('an admin announces a post; members get it as a notification, and a second announce is refused', async ({ page, browser }) => {
      test.setTimeout(120_000);
      const admin = await adminWithCommunity(browser);
      const post = await createTextPost(admin.page, admin.community, 'Site news', 'Read me.');
      const path = `/${admin.community.name}/post/${post.publicId}`;
      const member = await browser.newPage();
      await signUp(member, uniqueUsername('m'));

      await signUpAsAdmin(page);
      await page.goto(path);
      const actions = page.locator('article.post-view .post-actions');
      const announceCall = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes(`/api/posts/${post.publicId}?`));
      await actions.getByRole('button', { name: 'Admin actions' }).click();
      await page.getByRole('menuitem', { name: 'Announce' }).click();
      const response = await announceCall;
      expect(new URL(response.url()).searchParams.get('action')).toBe('announce');
      expect(response.status()).toBe(200);
      await expect(page.getByText('Announced to all users.')).toBeVisible();

      // The worker delivers announcements every second here (tools/e2e/serve.mjs): the member's notifications
      // get the post's title.
      await member.goto('/notifications');
      const announcement = member.getByRole('link', { name: /Site news/ });
      await expect(async () => {
        await member.reload();
        await expect(announcement).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 45_000 });
      await announcement.click();
      await expect(member).toHaveURL(new RegExp(`${path}$`));
      await member.close();

      await actions.getByRole('button', { name: 'Admin actions' }).click();
      await page.getByRole('menuitem', { name: 'Announce' }).click();
      await expect(page.getByText('Already announced')).toBeVisible();
      await admin.page.close();
    });

    test('the author deletes the link of a link post; the page shows the deleted banner and no link', async ({ page, browser }) => {
      test.setTimeout(60_000);
      const admin = await adminWithCommunity(browser);
      await admin.page.close();
      await signUp(page, uniqueUsername('l'));
      const post = await apiCall<Created>(page, 'POST', '/api/posts', {
        type: 'link',
        title: 'A link to remove',
        url: 'https://example.com/some/article',
        community: admin.community.name,
      });
      await page.goto(`/${admin.community.name}/post/${post.publicId}`);
      const article = page.locator('article.post-view');
      await expect(article.locator('a.post-link')).toHaveAttribute('href', 'https://example.com/some/article');
      await expect(article.getByRole('button', { name: 'Delete image' })).toHaveCount(0);

      page.once('dialog', (dialog) => {
        expect(dialog.message()).toBe('Are you sure you want to delete this post?');
        void dialog.accept();
      });
      const deleteCall = page.waitForResponse(
        (response) => response.request().method() === 'DELETE' && response.url().includes(`/api/posts/${post.publicId}?`),
      );
      await article.getByRole('button', { name: 'Delete link' }).click();
      const params = new URL((await deleteCall).url()).searchParams;
      expect(params.get('deleteAs')).toBe('normal');
      expect(params.get('deleteContent')).toBe('true');

      await expect(article.getByRole('note').filter({ hasText: 'This post was deleted by user.' })).toBeVisible();
      await expect(article.locator('a.post-link')).toHaveCount(0);
      await expect(article.getByRole('button', { name: 'Delete link' })).toHaveCount(0);
      await page.reload();
      await expect(article.getByRole('heading', { name: 'A link to remove', level: 1 })).toBeVisible();
      await expect(article.getByRole('note').filter({ hasText: 'This post was deleted by user.' })).toBeVisible();
      await expect(article.locator('a.post-link')).toHaveCount(0);
    });

    test('a post removed by a moderator shows the banner and none of its content to members', async ({ page, browser }) => {
      test.setTimeout(60_000);
      const admin = await adminWithCommunity(browser);
      const post = await createTextPost(admin.page, admin.community, 'Removed post', 'Body that must not show.');
      const mod = await browser.newPage();
      const modName = uniqueUsername('m');
      await signUp(mod, modName);
      await apiCall(admin.page, 'POST', `/api/communities/${admin.community.id}/mods`, { username: modName });
      await apiCall(mod, 'DELETE', `/api/posts/${post.publicId}?deleteAs=mods`);
      await mod.close();
      await admin.page.close();

      await signUp(page, uniqueUsername('r'));
      await page.goto(`/${admin.community.name}/post/${post.publicId}`);
      const article = page.locator('article.post-view');
      await expect(article.getByRole('heading', { name: 'Removed post', level: 1 })).toBeVisible();
      await expect(article.getByRole('note').filter({ hasText: 'This post was deleted by moderator.' })).toBeVisible();
      await expect(article.getByText('Body that must not show.')).toHaveCount(0);
      await expect(article.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    });

    test('an image opens full size and closes with Escape; the share menu carries the post URL and the image download', async ({ page, browser, baseURL }) => {
      test.setTimeout(60_000);
      const admin = await adminWithCommunity(browser);
      await admin.page.close();
      await signUp(page, uniqueUsername('i'));
      const image = await uploadImage(page, 'A blue rectangle');
      const post = await apiCall<Created>(page, 'POST', '/api/posts', {
        type: 'image',
        title: 'Blue & more',
        community: admin.community.name,
        images: [{ imageId: image.id }],
      });
      const path = `/${admin.community.name}/post/${post.publicId}`;
      await page.goto(path);

      const open = page.getByRole('button', { name: 'View full size: A blue rectangle' });
      await expect(page.locator('article.post-view').getByRole('img', { name: 'A blue rectangle' })).toBeVisible();
      await expectAccessible(page, 'article.post-view');
      await open.click();
      const lightbox = page.getByRole('dialog', { name: 'A blue rectangle' });
      await expect(lightbox).toBeVisible();
      const full = lightbox.getByRole('img', { name: 'A blue rectangle' });
      await expect(full).toBeVisible();
      // The stored original, not a resized copy.
      expect(new URL((await full.getAttribute('src')) ?? '', baseURL).searchParams.get('size')).toBeNull();
      await expect(lightbox.getByRole('button', { name: 'Close' })).toBeFocused();
      await expectAccessible(page, '.image-lightbox');
      await page.keyboard.press('Escape');
      await expect(lightbox).toHaveCount(0);
      await expect(open).toBeFocused();

      const postUrl = new URL(path, baseURL).toString();
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      const x = new URL((await page.getByRole('menuitem', { name: 'Share on X' }).getAttribute('href')) ?? '');
      expect(x.origin + x.pathname).toBe('https://x.com/intent/tweet');
      expect(x.searchParams.get('url')).toBe(postUrl);
      expect(x.searchParams.get('text')).toBe('Blue & more');
      await expect(page.getByRole('menuitem', { name: 'Share on X' })).toHaveAttribute('target', '_blank');
      const facebook = new URL((await page.getByRole('menuitem', { name: 'Share on Facebook' }).getAttribute('href')) ?? '');
      expect(facebook.origin + facebook.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
      expect(facebook.searchParams.get('u')).toBe(postUrl);

      const download = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: 'Download image' }).click();
      expect((await download).suggestedFilename()).toBe(`${post.publicId}.jpeg`);
    });

    test('a moderator posts speaking officially beside the community sidebar, and the post carries the Mod badge', async ({ page, browser }) => {
      test.setTimeout(60_000);
      const admin = await adminWithCommunity(browser);
      await apiCall(admin.page, 'POST', `/api/communities/${admin.community.id}/rules`, { rule: 'Be kind', description: 'No insults.' });
      const modName = uniqueUsername('m');
      await signUp(page, modName);
      await apiCall(admin.page, 'POST', `/api/communities/${admin.community.id}/mods`, { username: modName });
      await admin.page.close();

      await page.goto(`/new?community=${admin.community.name}`);
      const picker = page.getByLabel('Speaking officially');
      await expect(picker).toBeVisible();
      await expect(picker.locator('option')).toHaveText(['No, as myself', 'As a moderator']);
      if (viewport.width >= 1170) {
        await expect(page.getByRole('complementary', { name: 'About community' }).getByText('Be kind')).toBeVisible();
      } else {
        const info = page.getByText(`Community info: ${admin.community.name}`);
        await expect(info).toBeVisible();
        await expect(page.getByText('Be kind')).toBeHidden();
        await info.click();
        await expect(page.getByText('Be kind')).toBeVisible();
      }
      await expectAccessible(page, 'main');
      await picker.selectOption('mods');
      await page.getByLabel('Title').fill('Official word');
      const create = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/api/posts'));
      await page.getByRole('button', { name: 'Submit' }).click();
      expect(JSON.parse((await create).request().postData() ?? '{}')).toMatchObject({ userGroup: 'mods', community: admin.community.name });
      const article = page.locator('article.post-view');
      await expect(article.getByRole('heading', { name: 'Official word', level: 1 })).toBeVisible();
      await expect(article.locator('.post-meta .tag--group')).toHaveText('Mod');
    });

    test('a moderator sets a community banner with alt text and removes it; the about text is capped', async ({ page, browser }) => {
      test.setTimeout(60_000);
      const admin = await adminWithCommunity(browser);
      const modName = uniqueUsername('m');
      await signUp(page, modName);
      await apiCall(admin.page, 'POST', `/api/communities/${admin.community.id}/mods`, { username: modName });
      await admin.page.close();

      await page.goto(`/${admin.community.name}`);
      const header = page.locator('header.community-header');
      await header.getByRole('button', { name: 'Edit banner' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit banner' });
      await expect(dialog.getByText('No image yet.')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
      await dialog.getByLabel('Choose image').setInputFiles({ name: 'green.png', mimeType: 'image/png', buffer: solidPng(900, 300, [40, 160, 60]) });
      await expect(dialog.getByRole('img', { name: 'Preview' })).toBeVisible();
      await dialog.getByLabel('Alt text').fill('A green field');
      await expect(dialog.getByText('13 / 1024')).toBeVisible();
      await expectAccessible(page, '[role="dialog"]');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Alt text saved.')).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await expect(header.getByRole('img', { name: 'A green field' })).toBeVisible();
      await page.reload();
      await expect(header.getByRole('img', { name: 'A green field' })).toBeVisible();

      await header.getByRole('button', { name: 'Edit banner' }).click();
      await expect(dialog.getByLabel('Alt text')).toHaveValue('A green field');
      page.once('dialog', (confirm) => {
        expect(confirm.message()).toBe('Are you sure you want to delete the current image?');
        void confirm.accept();
      });
      await dialog.getByRole('button', { name: 'Delete image' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(header.getByRole('img', { name: 'A green field' })).toHaveCount(0);
      await expect(header.locator('.community-header__banner--empty')).toBeVisible();

      // The icon has its own dialog.
      await header.getByRole('button', { name: 'Edit icon' }).click();
      await expect(page.getByRole('dialog', { name: 'Edit icon' })).toBeVisible();
      await page.keyboard.press('Escape');

      // About text: cut at 120 px with Show more (in the About tab on narrow screens).
      if (viewport.width < 1170) await page.getByRole('tab', { name: 'About' }).click();
      const about = page.locator('.community-sidebar__about-box');
      await expect(about).toContainText('Paragraph 1');
      expect((await about.boundingBox())?.height).toBeLessThanOrEqual(121);
      await page.getByRole('button', { name: 'Show more' }).click();
      expect((await about.boundingBox())?.height).toBeGreaterThan(121);
      await expect(page.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    });
  });
}

/** No serious or critical axe violation on the page as it is, in the light and the dark theme. */
async function expectAccessible(page: Page, include?: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await untilStill(page);
    const builder = new AxeBuilder({ page });
    const { violations } = await (include ? builder.include(include) : builder).analyze();
    const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${colorScheme}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Signs `page` up as a fresh admin (the announcing admin of the first flow). */
async function signUpAsAdmin(page: Page): Promise<string> {
  const username = await signUpAdmin(page);
  // The session is re-read on load: a reload makes the new admin flag visible to the page.
  await page.reload();
  return username;
}
