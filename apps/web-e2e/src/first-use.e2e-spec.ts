import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/test';
import { accountMenuButton } from './support/auth';
import { createCommunity, createComment, createTextPost, signUpAdmin } from './support/forum';

// What a new member stumbled on in the composer and on a signed-in post page (docs/web.md).

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });

  test("the composer's community sidebar renders the about text's markdown", async ({ page }) => {
    test.setTimeout(60_000);
    await signUpAdmin(page);
    const community = await createCommunity(page, 'We talk about **bold things** and [a guide](https://example.org/guide).');
    await page.goto(`/new?community=${community.name}`);
    const about = page.getByRole('complementary', { name: 'About community' });
    await expect(about.locator('strong', { hasText: 'bold things' })).toBeVisible();
    await expect(about.getByRole('link', { name: 'a guide' })).toHaveAttribute('href', 'https://example.org/guide');
    await expect(about).not.toContainText('**');
    await expectNoSeriousViolations(page, 'composer with a markdown sidebar, 1280 px');
  });

  test('a URL pasted into the link field fills the empty title from the link-info lookup, without leaving the field', async ({ page }) => {
    test.setTimeout(60_000);
    await signUpAdmin(page);
    const community = await createCommunity(page, 'Links.');
    // The api fetches the page itself (the e2e machine has no internet): the browser's call is answered here.
    const lookups: string[] = [];
    await page.route('**/api/_link_info?*', async (route) => {
      lookups.push(new URL(route.request().url()).searchParams.get('url') ?? '');
      await route.fulfill({ json: { title: 'An article worth reading' } });
    });
    await page.goto(`/new?community=${community.name}`);
    await page.getByRole('button', { name: 'Link' }).click();
    const url = page.getByLabel('URL');
    await url.focus();
    await page.evaluate(() => navigator.clipboard.writeText('https://example.org/article'));
    await page.keyboard.press('ControlOrMeta+V');
    await expect(url).toHaveValue('https://example.org/article');
    await expect(url).toBeFocused();
    await expect(page.getByLabel('Title')).toHaveValue('An article worth reading');
    // Leaving the field does not ask again for the same URL, and a title typed by the member is kept.
    await page.getByLabel('Title').fill('My own title');
    await url.blur();
    await page.waitForTimeout(300);
    expect(lookups).toEqual(['https://example.org/article']);
    await expect(page.getByLabel('Title')).toHaveValue('My own title');
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a signed-in post page shows the navbar with the account and the page frame while the post loads, not a spinner', async ({ page }) => {
    test.setTimeout(60_000);
    const username = await signUpAdmin(page);
    const community = await createCommunity(page, 'Frames.');
    const post = await createTextPost(page, community, 'Framed post', 'The body.');
    await createComment(page, post, 'A first comment.');
    await page.goto('/');
    await expect(accountMenuButton(page, username)).toBeVisible();
    // The post's answer is held back, as a busy server's would be.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/posts/${post.publicId}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/${community.name}/post/${post.publicId}`);
    await expect(accountMenuButton(page, username)).toBeVisible();
    const frame = page.locator('.with-sidebar[aria-busy="true"]');
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('role', 'status');
    await expect(page.locator('.page-loading')).toHaveCount(0);
    const skeleton = await frame.locator('.card').first().boundingBox();
    release();
    await expect(page.getByRole('heading', { name: 'Framed post', level: 1 })).toBeVisible();
    await expect(page.getByText('A first comment.')).toBeVisible();
    await expect(frame).toHaveCount(0);
    // The post's card takes the skeleton's place.
    const card = await page.locator('article.post-view').boundingBox();
    expect(Math.abs((card?.x ?? 0) - (skeleton?.x ?? -100))).toBeLessThan(1);
    expect(Math.abs((card?.width ?? 0) - (skeleton?.width ?? -100))).toBeLessThan(1);
    await expectNoSeriousViolations(page, 'post page after its frame, 390 px');
  });
});
