import AxeBuilder from '@axe-core/playwright';
import { untilStill } from './support/axe';
import { expect, type Page, test } from './support/test';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { accountMenuButton, PASSWORD, signUp, uniqueUsername } from './support/auth';

/** The folder tools/e2e/serve.mjs gives the api as SITE_PAGES_DIR (relative to the repository). */
const port = process.env['E2E_PORT'] ?? '8090';
const PAGES_DIR = path.resolve(__dirname, '..', '..', '..', process.env['SITE_PAGES_DIR'] || `tmp/e2e-data/site-pages-${port}`);

const PAGES = [
  { link: 'About', path: '/about', title: 'About', text: 'Funded by donations.' },
  { link: 'Guidelines', path: '/guidelines', title: 'Guidelines', text: 'Be kind to people' },
  { link: 'Moderator guidelines', path: '/moderator-guidelines', title: 'Moderator guidelines', text: 'Acting on content' },
  { link: 'Terms of service', path: '/terms', title: 'Terms of service', text: 'What you post' },
  { link: 'Privacy policy', path: '/privacy-policy', title: 'Privacy policy', text: 'What is stored' },
  { link: 'Markdown guide', path: '/markdown-guide', title: 'Markdown guide', text: 'Paragraphs and line breaks' },
] as const;

const VIEWPORTS = [
  { name: '390 px', width: 390, height: 844 },
  { name: '1280 px', width: 1280, height: 800 },
] as const;

/** Console errors and uncaught exceptions of the page, collected for the test to assert none. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const footer = (page: Page) => page.getByRole('contentinfo', { name: 'Site information' });

for (const viewport of VIEWPORTS) {
  test.describe(`site pages at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('each page opens from the footer with its title and its text', async ({ page }) => {
      const errors = collectErrors(page);
      // Not from home: on a narrow screen the footer sits under the feed, whose infinite scrolling loads the
      // next page when the click scrolls down there (other specs' posts fill it) and moves the footer away
      // from under the pointer. The last page of the list has no feed, and its first click leaves it.
      await page.goto(PAGES[PAGES.length - 1].path);
      for (const sitePage of PAGES) {
        await footer(page).getByRole('link', { name: sitePage.link, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${sitePage.path}$`));
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(sitePage.title);
        await expect(main.getByText(sitePage.text).first()).toBeVisible();
        await expect(page).toHaveTitle(`${sitePage.title} · Quorum`);
      }
      expect(errors).toEqual([]);
    });

    test('the about page opens a FAQ answer, and the markdown guide renders its examples', async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto('/about');
      const faq = page.getByRole('region', { name: 'Frequently asked questions' });
      const question = faq.getByText('How do I create a community?');
      const answer = faq.getByText('Communities are created by the site');
      await expect(answer).toBeHidden();
      await question.click();
      await expect(answer).toBeVisible();
      await question.press('Enter');
      await expect(answer).toBeHidden();

      await page.goto('/markdown_guide');
      await expect(page).toHaveURL(/\/markdown-guide$/);
      const emphasis = page.getByRole('figure').filter({ hasText: '~~struck through~~' });
      await expect(emphasis.locator('pre')).toContainText('***both***');
      await expect(emphasis.locator('.md-example__result strong').first()).toHaveText('bold');
      await expect(emphasis.locator('.md-example__result del')).toHaveText('struck through');
      const links = page.getByRole('figure').filter({ hasText: '[The guidelines](/guidelines)' });
      await links.locator('.md-example__result').getByRole('link', { name: 'The guidelines' }).click();
      await expect(page).toHaveURL(/\/guidelines$/);
      expect(errors).toEqual([]);
    });
  });
}

test.describe("the operator's files", () => {
  test.beforeAll(async () => {
    await mkdir(PAGES_DIR, { recursive: true });
  });
  test.afterAll(async () => {
    await rm(path.join(PAGES_DIR, 'guidelines.md'), { force: true });
    await rm(path.join(PAGES_DIR, 'faq.md'), { force: true });
  });

  test('a file in SITE_PAGES_DIR replaces the built-in page, and removing it brings the default back', async ({ page }) => {
    await writeFile(path.join(PAGES_DIR, 'guidelines.md'), '# House rules\n\nNo **spam**, ever.\n\n## Appeals\n\nWrite to the admins.\n');
    await writeFile(path.join(PAGES_DIR, 'faq.md'), '');
    await page.goto('/guidelines');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('House rules');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText('Appeals');
    await expect(main.locator('strong', { hasText: 'spam' })).toBeVisible();
    await expect(main.getByText('Be kind to people')).toHaveCount(0);
    await expect(page).toHaveTitle('House rules · Quorum');

    // An empty faq.md takes the FAQ off the about page.
    await page.goto('/about');
    await expect(main.getByText('Funded by donations.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Frequently asked questions' })).toHaveCount(0);

    await rm(path.join(PAGES_DIR, 'guidelines.md'));
    await page.goto('/guidelines');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Guidelines');
    await expect(main.getByText('Be kind to people')).toBeVisible();
  });
});

test.describe('accessibility', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`about and the markdown guide have no serious or critical axe violation (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      for (const target of ['/about', '/markdown-guide']) {
        await page.goto(target);
        await expect(page.getByRole('main').locator('.site-page__body').first()).toBeVisible();
        if (target === '/about') await page.getByText('Do I need an account to read?').click();
        await untilStill(page);
        const results = await new AxeBuilder({ page }).include('main').analyze();
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect({ target, serious }).toEqual({ target, serious: [] });
      }
    });
  }
});

for (const viewport of VIEWPORTS) {
  test(`signing up checks the username without a console error, and signed-in pages log none (${viewport.name})`, async ({ page, browser }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const taken = uniqueUsername('t');
    // Someone else already has this name.
    const other = await browser.newPage();
    await signUp(other, taken);
    await other.close();

    const errors = collectErrors(page);
    const checks: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/_username_check')) checks.push(response.status());
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Create account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create account' });
    await dialog.getByLabel('Username').fill(taken.toUpperCase());
    await dialog.getByLabel('Password', { exact: true }).focus();
    await expect(dialog.getByText(`${taken.toUpperCase()} is already taken.`)).toBeVisible();

    const username = uniqueUsername('s');
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByLabel('Repeat password').fill(PASSWORD);
    await expect(dialog.getByText('is already taken.')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    await expect(accountMenuButton(page, username)).toBeVisible();
    expect(checks.length).toBeGreaterThanOrEqual(2);
    expect(checks.every((status) => status === 200)).toBe(true);

    // Signed in: the pages and the user poll (the notifications count) answer without errors.
    for (const target of ['/', '/communities', '/notifications', '/about', `/@${username}`]) {
      await page.goto(target);
      await page.waitForLoadState('networkidle');
    }
    await page.waitForResponse((response) => response.url().endsWith('/api/_user') && response.status() === 200, { timeout: 8000 });
    expect(errors).toEqual([]);
  });
}

// Writes docs/screens/{about,markdown-guide}-<width>-<theme>.png; runs only with SCREENSHOTS=1 (as screens.e2e-spec).
test('screenshots of the about page and the markdown guide', async ({ page }) => {
  test.skip(!process.env['SCREENSHOTS'], 'set SCREENSHOTS=1 to refresh docs/screens');
  test.setTimeout(120_000);
  const out = path.resolve(__dirname, '..', '..', '..', 'docs', 'screens');
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
      await page.goto('/about');
      await page.getByText('Do I need an account to read?').click();
      await page.getByRole('region', { name: 'Frequently asked questions' }).evaluate((faq) => faq.scrollIntoView());
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(out, `about-${width}-${theme}.png`) });
      await page.goto('/markdown-guide');
      await page.getByRole('heading', { name: 'Emphasis' }).evaluate((heading) => heading.scrollIntoView());
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(out, `markdown-guide-${width}-${theme}.png`) });
    }
  }
});
