import AxeBuilder from '@axe-core/playwright';
import { untilStill } from './support/axe';
import { consoleErrors } from './support/console-errors';
import { type Browser, expect, test } from './support/test';
import { createCommunity, createTextPost, signUpAdmin } from './support/forum';

// Search (docs/screens.md "Search", docs/api/search.md): the navbar box and its `/` key, suggestions, the
// results page with its tabs, the community scope, the phone's buttons, and no console error throughout.

const NARROW = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 900 };

let fixture: { community: string; word: string; title: string } | null = null;

/** A community and posts with a word found nowhere else, made once for the file. */
async function seed(browser: Browser): Promise<{ community: string; word: string; title: string }> {
  if (fixture) return fixture;
  const page = await browser.newPage();
  await signUpAdmin(page, 'sr');
  const word = `quasar${Date.now() % 1e6}`;
  const community = await createCommunity(page, `All about ${word} nights.`, 'stargazing');
  const title = `Watching the ${word} tonight`;
  await createTextPost(page, community, title, 'Clear skies expected.');
  await createTextPost(page, community, 'Telescope tips', `Point it at the ${word} first.`);
  await page.close();
  fixture = { community: community.name, word, title };
  return fixture;
}

test('the / key focuses the navbar box, a suggestion opens a community, and a search opens a post', async ({ page, browser }) => {
  const { community, word, title } = await seed(browser);
  const errors = consoleErrors(page);
  await page.setViewportSize(WIDE);
  await page.goto('/');
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search Quorum' });
  await expect(box).toBeVisible();
  // The server-rendered box is visible before its chunk has hydrated it and taken the key: press until it has.
  await expect(async () => {
    await page.keyboard.press('/');
    await expect(box).toBeFocused({ timeout: 500 });
  }).toPass();
  await page.keyboard.press('Escape');
  await expect(box).not.toBeFocused();

  await box.fill(community.slice(0, 8));
  const suggestion = page.getByRole('option', { name: new RegExp(community) });
  await expect(suggestion).toBeVisible();
  await box.press('ArrowDown');
  await expect(suggestion).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${community}$`));
  await expect(page.getByRole('heading', { level: 1, name: community })).toBeVisible();

  await box.fill(word);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}`));
  const results = page.getByRole('tabpanel');
  await expect(results.getByRole('article')).toHaveCount(2);
  // The title match ranks first, its match marked.
  await expect(results.getByRole('article').first().getByRole('heading')).toHaveText(title);
  await expect(results.locator('mark').first()).toHaveText(new RegExp(word, 'i'));
  await results.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(errors).toEqual([]);
});

test('tabs switch the kind of result, the community page searches inside it, and an empty search says so', async ({ page, browser }) => {
  const { community, word } = await seed(browser);
  const errors = consoleErrors(page);
  await page.setViewportSize(WIDE);
  await page.goto(`/search?q=${word}`);
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(2);
  await page.getByRole('tab', { name: 'Communities' }).click();
  await expect(page).toHaveURL(/type=communities/);
  await expect(page.getByRole('tab', { name: 'Communities' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('link', { name: community })).toBeVisible();
  await page.getByRole('tab', { name: 'Comments' }).click();
  await expect(page.getByRole('tabpanel').getByText(`No results for “${word}”.`)).toBeVisible();

  await page.goto(`/${community}`);
  await page.getByRole('link', { name: 'Search in this community' }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?community=${community}`));
  const box = page.getByRole('main').getByRole('combobox');
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute('placeholder', `Search in ${community}`);
  await box.fill('telescope');
  await box.press('Enter');
  await expect(page.getByText(`In ${community}`)).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('on a phone the top bar and the bottom bar open search', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.setViewportSize(NARROW);
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('main').getByRole('combobox')).toBeFocused();
  await page.goto('/communities');
  await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search$/);
  expect(errors).toEqual([]);
});

test('the page head offers the site search to browsers', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="search"]')).toHaveAttribute('href', '/opensearch.xml');
  const xml = await (await page.request.get('/opensearch.xml')).text();
  expect(xml).toContain('/search?q={searchTerms}');
});

for (const viewport of [NARROW, WIDE]) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`the search page has no serious or critical axe violation (${viewport.width} px, ${scheme})`, async ({ page, browser }) => {
      const { word } = await seed(browser);
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(`/search?q=${word}`);
      await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(2);
      await untilStill(page);
      const results = await new AxeBuilder({ page }).include('main').analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    });
  }
}
