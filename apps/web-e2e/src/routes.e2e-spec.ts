import { expect, test } from './support/test';
import { apiCall, makeAdmin, uniqueName } from './support/api';
import { PASSWORD, signUp, uniqueUsername } from './support/auth';

test('a visitor opening /new is sent to /login, and comes back after logging in', async ({ page }) => {
  const username = uniqueUsername('r');
  await signUp(page, username);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());

  await page.goto('/new');
  await expect(page).toHaveURL(/\/login$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();

  await main.getByLabel('Username').fill(username);
  await main.getByLabel('Password').fill(PASSWORD);
  await main.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/new$/);
  await expect(main.getByRole('heading', { name: 'New post' })).toBeVisible();
});

test('every login-required route redirects visitors', async ({ page }) => {
  for (const path of ['/notifications', '/settings', '/admin/users', '/general/modtools/reports']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
});

test('an unknown route shows the not-found page with a link home', async ({ page }) => {
  await page.goto('/this/route/does/not/exist');
  await expect(page.getByText("The page you're looking for does not exist.")).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Go home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a visitor sees the communities page', async ({ page }) => {
  await page.goto('/communities');
  await expect(page.getByRole('heading', { name: 'Communities' })).toBeVisible();
  await expect(page.getByLabel('Search communities')).toBeVisible();
  await expect(page).toHaveTitle('Communities · Quorum');
});

test('a profile route renders and the navbar fits a 360 px screen', async ({ page }) => {
  await page.goto('/@someone');
  await expect(page.getByText("The page you're looking for does not exist.")).toBeVisible();
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Create account' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('dialog', { name: 'Login' }).getByLabel('Username')).toBeFocused();
});

test('every screen names itself in the tab title', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const admin = uniqueUsername('t');
  await signUp(page, admin);
  await makeAdmin(admin);
  const community = await apiCall<{ id: string; name: string }>(page, 'POST', '/api/communities', { name: uniqueName('titles'), about: 'Titles.' });
  const post = await apiCall<{ publicId: string }>(page, 'POST', '/api/posts', {
    type: 'text',
    title: 'A titled post',
    body: 'Body.',
    community: community.name,
  });
  const titles: [string, string][] = [
    ['/', 'Quorum'],
    ['/all', 'All posts · Quorum'],
    ['/communities', 'Communities · Quorum'],
    [`/${community.name}`, `${community.name} · Quorum`],
    [`/${community.name}/post/${post.publicId}`, `A titled post · ${community.name}`],
    [`/@${admin}`, `@${admin} · Quorum`],
    [`/@${admin}/lists`, `@${admin}'s lists · Quorum`],
    ['/notifications', 'Notifications · Quorum'],
    ['/settings', 'Settings · Quorum'],
    ['/new', 'New post · Quorum'],
    ['/search', 'Search · Quorum'],
    ['/admin/users', 'Users · Admin dashboard · Quorum'],
    [`/${community.name}/modtools/reports`, `Reports · Mod tools · ${community.name} · Quorum`],
    ['/no/such/page/here', "The page you're looking for does not exist. · Quorum"],
  ];
  for (const [path, title] of titles) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
  }
  // Within the app too: the title follows a link, and the screen left gives its title back.
  await page.goto('/communities');
  await page.getByRole('banner').getByRole('link', { name: 'Quorum home' }).click();
  await expect(page).toHaveTitle('Quorum');

  const member = await browser.newPage();
  await signUp(member, uniqueUsername('m'));
  await member.goto('/admin/users');
  await expect(member).toHaveTitle('Forbidden! · Quorum');
  await member.close();
});
