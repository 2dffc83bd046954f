import { expect, test } from './support/test';

// A guest's server-rendered page paints from its HTML and stylesheets alone; its module scripts are requested
// after the first contentful paint (docs/web.md "Server-rendered first screen"), then hydrate it.
test('a guest’s home page paints before any module script is requested, then hydrates and works', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/.*\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime);
    return { paint: paint?.startTime ?? null, firstScript: Math.min(...scripts), scripts: scripts.length };
  });
  expect(timing.paint).not.toBeNull();
  expect(timing.scripts).toBeGreaterThan(0);
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.paint ?? Infinity);
  // Hydrated: the sort menu (a button React handles) opens.
  await page.getByRole('button', { name: /hot/i }).first().click();
  await expect(page.getByRole('menu')).toBeVisible();
});
