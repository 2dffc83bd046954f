import { expect, test } from './support/test';

// A page the browser renders itself: a guest's home feed and post pages carry /api/_initial's answer in their
// server-rendered HTML (docs/web.md "Server-rendered first screen") and do not ask for it.
const CLIENT_RENDERED_PAGE = '/communities';

test('a network failure of /api/_initial shows the offline screen', async ({ page }) => {
  await page.route('**/api/_initial', (route) => route.abort('internetdisconnected'));
  await page.goto(CLIENT_RENDERED_PAGE);
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await expect(page.getByText('Check your internet connection.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
});

test('a server error of /api/_initial shows the app error screen, and reloading recovers', async ({ page }) => {
  let isFailing = true;
  await page.route('**/api/_initial', (route) =>
    isFailing ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":500,"message":"Internal Server Error"}' }) : route.continue(),
  );
  await page.goto(CLIENT_RENDERED_PAGE);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  isFailing = false;
  await page.getByRole('button', { name: 'Try reloading page' }).click();
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
});
