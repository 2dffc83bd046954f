import { expectNoSeriousViolations } from './support/axe';
import { type Browser, expect, type Page, request, test } from './support/test';
import { apiCall, uniqueName } from './support/api';
import { openAccountMenu, PASSWORD, signUp, uniqueUsername } from './support/auth';
import { requestSnapshot } from './support/snapshots';
import { createCommunity, createTextPost, signUpAdmin } from './support/forum';

// The admin dashboard (docs/web.md "Admin dashboard") at 1280 px. The IP-block test speaks for an address outside
// 127.0.0.0/8 through X-Forwarded-For, which the e2e api believes from 127.0.0.1 (TRUSTED_PROXIES, tools/e2e/serve.mjs).
const DESKTOP = { width: 1280, height: 900 };
const ADMIN_PAGES = ['index', 'users', 'comments', 'communities', 'ipbans', 'bss', 'new-community-requests'] as const;
const OUTSIDE_ADDRESS = '203.0.113.50';
/** The analytics charts' series colours (stat-chart.tsx), as RGB. */
const SERIES_COLOURS = [
  [0x3b, 0x82, 0xf6],
  [0xf5, 0x9e, 0x0b],
  [0x10, 0xb9, 0x81],
];
const SIGNUPS_DISABLED = 'We have temporarily disabled creating new accounts. Please check back again later.';

test.use({ viewport: DESKTOP });

/** A new admin, on a page reloaded so that the app knows they are one. */
async function signUpAdminAndReload(page: Page): Promise<string> {
  const username = await signUpAdmin(page, 'ad');
  await page.reload();
  return username;
}

/** Every admin page this spec opens shows its heading; the app fails on console errors elsewhere (no listener needed here). */
async function openAdminPage(page: Page, name: (typeof ADMIN_PAGES)[number], heading: string) {
  await page.goto(`/admin/${name}`);
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
}

async function newVisitor(browser: Browser, headers?: Record<string, string>) {
  const context = await browser.newContext({ viewport: DESKTOP, extraHTTPHeaders: headers });
  return { context, page: await context.newPage() };
}

/** `POST /api/community_requests` answers 200 with an empty body (docs/api/communities.md). */
async function requestCommunity(page: Page, name: string, note: string): Promise<void> {
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch('/api/community_requests', {
          method: 'POST',
          headers: { 'X-Csrf-Token': localStorage.getItem('csrftoken') ?? '' },
          body: JSON.stringify(body),
        })
      ).status,
    { name, note },
  );
  expect(status).toBe(200);
}

test('the profile menu leads an admin to the dashboard; bare /admin is the index, an unknown subpage is Not found', async ({ page }) => {
  const admin = await signUpAdminAndReload(page);
  const menu = await openAccountMenu(page, admin);
  await menu.getByRole('menuitem', { name: 'Admin dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/index$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin dashboard sections' }).getByRole('link', { name: 'Settings' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.goto('/admin/nothing-here');
  await expect(page.getByText("The page you're looking for does not exist.")).toBeVisible();
});

test('a member opening any admin URL sees Forbidden with Go home, and has no dashboard entry', async ({ page }) => {
  const member = uniqueUsername('mb');
  await signUp(page, member);
  const menu = await openAccountMenu(page, member);
  await expect(menu.getByRole('menuitem', { name: 'Admin dashboard' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  for (const path of ['/admin', ...ADMIN_PAGES.map((name) => `/admin/${name}`), '/admin/unknown']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Forbidden!' }), path).toBeVisible();
  }
  const status = await page.evaluate(async () => (await fetch('/api/site_settings')).status);
  expect(status).toBe(403);
  await page.getByRole('main').getByRole('link', { name: 'Go home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a visitor opening an admin page goes to /login and comes back after logging in', async ({ page }) => {
  const admin = await signUpAdminAndReload(page);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());

  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/login$/);
  const main = page.getByRole('main');
  await main.getByLabel('Username').fill(admin);
  await main.getByLabel('Password').fill(PASSWORD);
  await main.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  const users = page.getByRole('region', { name: 'Users' });
  await expect(users.getByRole('rowheader', { name: admin })).toBeVisible();
  await expect(users.getByRole('row', { name: new RegExp(admin) })).toContainText('127.0.0.1');
});

test('an admin turns signups off, a new visitor is refused with the signups-disabled text, and on again', async ({ page, browser }) => {
  await signUpAdminAndReload(page);
  await openAdminPage(page, 'index', 'Settings');
  const signups = page.getByRole('switch', { name: 'Allow new signups' });
  await expect(signups).toBeChecked();
  page.once('dialog', (dialog) => void dialog.accept());
  await signups.click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await expect(signups).not.toBeChecked();

  const visitor = await newVisitor(browser);
  try {
    await visitor.page.goto('/');
    await visitor.page.getByRole('banner').getByRole('button', { name: 'Create account' }).click();
    await expect(visitor.page.getByRole('dialog', { name: 'Create account' }).getByText(SIGNUPS_DISABLED)).toBeVisible();
    // The server refuses too, whatever a client shows.
    const refused = await visitor.page.evaluate(async () => {
      const response = await fetch('/api/_signup', {
        method: 'POST',
        headers: { 'X-Csrf-Token': localStorage.getItem('csrftoken') ?? '' },
        body: JSON.stringify({ username: 'latecomer1', password: 'long enough pw', email: '' }),
      });
      return { status: response.status, body: (await response.json()) as { message?: string } };
    });
    expect(refused.status).toBe(403);
  } finally {
    await visitor.context.close();
  }

  page.once('dialog', (dialog) => void dialog.accept());
  await signups.click();
  await expect(signups).toBeChecked();
  await expect.poll(async () => (await apiCall<{ signupsDisabled: boolean }>(page, 'GET', '/api/site_settings')).signupsDisabled).toBe(false);
});

test('an admin outside 127.0.0.0/8 blocks it with a wildcard, the range is refused, then the block is cancelled', async ({ browser }) => {
  const admin = await newVisitor(browser, { 'X-Forwarded-For': OUTSIDE_ADDRESS });
  const plain = await request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    await signUpAdminAndReload(admin.page);
    await openAdminPage(admin.page, 'ipbans', 'IP blocks');
    await admin.page.getByLabel('IP address, CIDR range or wildcard (10.0.*.*)').fill('127.*.*.*');
    await admin.page.getByLabel('Note').fill('e2e');
    await admin.page.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(admin.page.getByText('127.0.0.0/8 blocked.')).toBeVisible();
    const row = admin.page.getByRole('row', { name: /127\.0\.0\.0\/8/ }).first();
    await expect(row).toContainText('In effect');

    // A client at 127.0.0.1 (no forwarded address) gets the blocked page; the admin's address still passes.
    const blocked = await plain.get('/api/_initial');
    expect(blocked.status()).toBe(403);
    expect(await blocked.text()).toContain('Blocked');
    await admin.page.reload();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: 'Cancel block 127.0.0.0/8' }).click();
    await expect(admin.page.getByText('Block of 127.0.0.0/8 cancelled.')).toBeVisible();
    await expect(row).toContainText('Cancelled');
    await expect.poll(async () => (await plain.get('/api/_initial')).status()).toBe(200);
  } finally {
    // Never leave the e2e server refusing the next spec.
    await admin.page
      .evaluate(() => fetch('/api/ipblocks', { method: 'DELETE', headers: { 'X-Csrf-Token': localStorage.getItem('csrftoken') ?? '' } }))
      .catch(() => undefined);
    await plain.dispose();
    await admin.context.close();
  }
});

test('a refused IP block shows the server reason and the page keeps working', async ({ page }) => {
  await signUpAdminAndReload(page);
  await openAdminPage(page, 'ipbans', 'IP blocks');
  await page.getByLabel('IP address, CIDR range or wildcard (10.0.*.*)').fill('*.*.*.*');
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByText('IP subnet too large.')).toBeVisible();
  await page.getByLabel('IP address, CIDR range or wildcard (10.0.*.*)').fill('10.0.*.1');
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByText('Enter an IP address, a CIDR range or a wildcard such as 10.0.*.*.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'IP blocks' })).toBeVisible();
});

test('analytics charts render from snapshots the worker recorded', async ({ page }) => {
  await signUpAdminAndReload(page);
  const community = await createCommunity(page, 'Numbers.', 'stats');
  const before = (await apiCall<{ events: unknown[] }>(page, 'GET', '/api/analytics/bss?limit=1000')).events.length;
  for (let i = 0; i < 3; i++) {
    await createTextPost(page, community, `Counted post ${i}`, 'x');
    await requestSnapshot();
    await expect
      .poll(async () => (await apiCall<{ events: unknown[] }>(page, 'GET', '/api/analytics/bss?limit=1000')).events.length, { timeout: 15_000 })
      .toBe(before + i + 1);
  }
  const latest = (await apiCall<{ events: { payload: string }[] }>(page, 'GET', '/api/analytics/bss?limit=1')).events[0];
  const stats = JSON.parse(latest?.payload ?? '{}') as { posts_day: number; signups: number };
  expect(stats.posts_day).toBeGreaterThanOrEqual(3);

  await openAdminPage(page, 'bss', 'Analytics');
  for (const title of ['Users', 'Posts', 'Comments', 'Active users']) {
    const figure = page.getByRole('figure', { name: title, exact: true });
    await expect(figure).toBeVisible();
    await expect(figure.locator('canvas')).toHaveCount(1);
  }
  const posts = page.getByRole('figure', { name: 'Posts', exact: true });
  await expect(posts.getByRole('definition').first()).toHaveText(String(stats.posts_day));
  const box = await posts.locator('canvas').boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(200);
});

test('analytics says when its figures were taken, shows the hours its charts cover, and draws what it has', async ({ page }) => {
  await signUpAdminAndReload(page);
  const before = (await apiCall<{ events: unknown[] }>(page, 'GET', '/api/analytics/bss?limit=1000')).events.length;
  await requestSnapshot();
  await expect
    .poll(async () => (await apiCall<{ events: unknown[] }>(page, 'GET', '/api/analytics/bss?limit=1000')).events.length, { timeout: 15_000 })
    .toBe(before + 1);
  const events = (await apiCall<{ events: { createdAt: string }[] }>(page, 'GET', '/api/analytics/bss?limit=1000')).events;
  const newest = Date.parse(events[0]?.createdAt ?? '');
  const oldest = Date.parse(events.at(-1)?.createdAt ?? '');

  await openAdminPage(page, 'bss', 'Analytics');
  // The age of the latest figure: the text read "the latest taken" with nothing after it.
  const taken = page.getByRole('main').locator('p', { hasText: 'the latest taken' }).locator('time');
  await expect(taken).toHaveText(/ago|now/);
  expect(Math.abs(Date.parse((await taken.getAttribute('datetime')) ?? '') - newest)).toBeLessThan(1_000);

  for (const title of ['Users', 'Posts', 'Comments', 'Active users']) {
    const figure = page.getByRole('figure', { name: title, exact: true });
    // uPlot's own legend read '--' until the pointer was over the chart.
    await expect(figure).not.toContainText('--');
    // The axis spans the snapshots (a lone one: the hour either side), not 2027 to 2029.
    const [from, to] = await figure
      .locator('.admin__chart-span time')
      .evaluateAll((times) => times.map((time) => Date.parse(time.getAttribute('datetime') ?? '')));
    expect(from).toBeLessThanOrEqual(oldest);
    expect(to).toBeGreaterThanOrEqual(newest);
    expect((to ?? 0) - (from ?? 0)).toBeLessThanOrEqual(Math.max(newest - oldest, 2 * 3_600_000) + 1_000);
    // Something is drawn in a series' colour: one snapshot is a dot, more a line (the charts were empty).
    const drawn = await figure.locator('canvas').evaluate((canvas: HTMLCanvasElement, palette) => {
      const { data } = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height) ?? { data: new Uint8ClampedArray() };
      const near = (i: number, [r, g, b]: number[]) =>
        Math.abs((data[i] ?? 0) - (r ?? 0)) + Math.abs((data[i + 1] ?? 0) - (g ?? 0)) + Math.abs((data[i + 2] ?? 0) - (b ?? 0)) < 40;
      let count = 0;
      for (let i = 0; i < data.length; i += 4) if (palette.some((colour) => near(i, colour))) count++;
      return count;
    }, SERIES_COLOURS);
    expect(drawn).toBeGreaterThan(10);
  }
  await expectNoSeriousViolations(page, 'analytics');
});

test('an admin approves a community request by creating it, denies another with a reason, and toggles a default community', async ({ page, browser }) => {
  await signUpAdminAndReload(page);
  const member = await newVisitor(browser);
  const wanted = uniqueName('wanted');
  const unwanted = uniqueName('nope');
  try {
    await signUp(member.page, uniqueUsername('rq'));
    await requestCommunity(member.page, wanted, 'Please make it.');
    await requestCommunity(member.page, unwanted, 'And this one.');
  } finally {
    await member.context.close();
  }
  await openAdminPage(page, 'new-community-requests', 'Community requests');
  const approveItem = page.getByRole('main').getByRole('listitem').filter({ hasText: wanted });
  await approveItem.getByRole('button', { name: 'Approve (create)' }).click();
  await expect(page.getByText(`${wanted} created.`)).toBeVisible();
  await expect(approveItem.getByRole('link', { name: wanted })).toBeVisible();

  const denyItem = page.getByRole('main').getByRole('listitem').filter({ hasText: unwanted });
  await denyItem.getByRole('button', { name: 'Deny' }).click();
  await denyItem.getByLabel('Reason (optional)').fill('Too close to another one.');
  await denyItem.getByRole('button', { name: 'Send denial' }).click();
  await expect(page.getByText('Denial alert sent.')).toBeVisible();
  await expect(denyItem).toContainText('Denied by @');

  await openAdminPage(page, 'communities', 'Communities');
  const toggle = page.getByRole('switch', { name: `${wanted} is a default community` });
  await expect(toggle).toBeEnabled();
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(page.getByText(`${wanted} is now a default community.`)).toBeVisible();
  await expect.poll(async () => (await apiCall<{ isDefault?: boolean }>(page, 'GET', `/api/communities/${wanted}?byName=true`)).isDefault).toBe(true);
  await toggle.click();
  await expect(page.getByText(`${wanted} is no longer a default community.`)).toBeVisible();
  await expect(toggle).not.toBeChecked();
});

test('every dashboard page passes axe, light and dark', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpAdminAndReload(page);
  await apiCall(page, 'POST', '/api/ipblocks', { address: '198.51.100.0/24', expiresIn: 1, note: 'axe' });
  await requestSnapshot();
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    for (const name of ADMIN_PAGES) {
      await page.goto(`/admin/${name}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoSeriousViolations(page, `${name} ${theme}`);
    }
  }
  await apiCall(page, 'DELETE', '/api/ipblocks');
});
