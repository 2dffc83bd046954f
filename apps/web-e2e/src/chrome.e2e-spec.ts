import { expect, type Page, test } from './support/test';
import { apiCall, setNotificationsNewCount, uniqueName } from './support/api';
import { signUp, uniqueUsername } from './support/auth';
import { addScrollRoom } from './support/scroll';
import { createCommunity, signUpAdmin } from './support/forum';

const siteNav = (page: Page) => page.getByRole('navigation', { name: 'Site navigation' });
const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Shortcuts' });

test("a visitor's navbar fits phone widths: Login and Create account never push the page sideways", async ({ page }) => {
  await page.goto('/');
  for (const width of [320, 360, 390, 414, 430]) {
    await page.setViewportSize({ width, height: 800 });
    const signup = page.getByRole('banner').getByRole('button', { name: 'Create account' });
    await expect(signup).toBeVisible();
    const box = await signup.boundingBox();
    expect(box && box.x + box.width, `Create account's right edge at ${width} px`).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `page width at ${width} px`).toBe(width);
  }
});

test('a visitor sees the welcome card, the login box and the site links', async ({ page }) => {
  await page.goto('/');
  const welcome = page.getByRole('complementary', { name: 'Join the discussion' });
  await expect(welcome.getByRole('heading', { name: 'Join the discussion' })).toBeVisible();
  // noUsers counts the two sentinel accounts (ghost, nobody); the card counts people.
  const { noUsers } = (await (await page.request.get('/api/_initial')).json()) as { noUsers: number };
  const people = noUsers - 2;
  const joined = people === 0 ? 'Nobody has joined yet.' : people === 1 ? '1 person has joined so far.' : /people have joined so far\./;
  await expect(welcome.getByText(joined)).toBeVisible();
  await expect(welcome.getByLabel('Username')).toBeVisible();
  await expect(welcome.getByRole('button', { name: 'Login' })).toBeVisible();

  const nav = siteNav(page);
  for (const [name, path] of [
    ['Home', '/'],
    ['Communities', '/communities'],
    ['Guidelines', '/guidelines'],
    ['Terms', '/terms'],
    ['Privacy', '/privacy-policy'],
    ['About', '/about'],
  ]) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
  }
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'My Lists' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' })).toBeVisible();
  await expect(bottomBar(page)).toBeHidden();

  await welcome.getByRole('button', { name: 'Create new account' }).click();
  await expect(page.getByRole('dialog', { name: 'Create account' })).toBeVisible();
});

test('a signed-in user sees joined communities in the sidebar, ten at first', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const adminPage = await browser.newPage();
  await signUpAdmin(adminPage);
  const joined = await createCommunity(adminPage, 'Sidebar test.', 'side');

  const username = uniqueUsername('s');
  await signUp(page, username);
  await expect(siteNav(page).getByRole('link', { name: 'My Lists' })).toHaveAttribute('href', `/@${username}/lists`);
  await page.goto(`/${joined.name}`);
  await page.getByRole('main').getByRole('button', { name: 'Join', exact: true }).first().click();
  const mine = page.getByRole('navigation', { name: 'My communities' });
  await expect(mine.getByRole('link', { name: joined.name })).toBeVisible();
  await page.reload();
  await expect(mine.getByRole('link', { name: joined.name })).toHaveAttribute('aria-current', 'page');

  // Creating a community joins its creator: eleven more make the admin's list overflow.
  for (let i = 0; i < 11; i += 1) {
    await apiCall(adminPage, 'POST', '/api/communities', { name: uniqueName(`many${i}`), about: '' });
  }
  await adminPage.reload();
  const adminList = adminPage.getByRole('navigation', { name: 'My communities' });
  await expect(adminList.getByRole('listitem')).toHaveCount(10);
  const toggle = adminList.getByRole('button', { name: /^Show \d+ more$/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(adminList.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  // Default communities, if the run made any, are joined too: count what is there.
  const total = await adminList.getByRole('listitem').count();
  expect(total).toBeGreaterThanOrEqual(12);
  await adminList.getByRole('button', { name: 'Show less' }).click();
  await expect(adminList.getByRole('listitem')).toHaveCount(10);
  await expect(adminList.getByRole('button', { name: `Show ${total - 10} more` })).toBeVisible();
  await adminPage.close();
});

test('at 390 px the bottom bar replaces the sidebar and the navbar gets out of the way', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const bar = bottomBar(page);
  await expect(bar).toBeVisible();
  await expect(siteNav(page)).toBeHidden();
  for (const name of ['Home', 'Communities', 'Search', 'New post', 'Notifications']) {
    await expect(bar.getByRole('link', { name })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Join the discussion' })).toBeVisible();

  await bar.getByRole('link', { name: 'Communities' }).click();
  await expect(page).toHaveURL(/\/communities$/);
  await expect(bar.getByRole('link', { name: 'Communities' })).toHaveAttribute('aria-current', 'page');

  await addScrollRoom(page);
  const navbar = page.getByRole('banner');
  await page.mouse.wheel(0, 600);
  await expect(navbar).toHaveClass(/navbar--hidden/);
  await expect(navbar).toHaveClass(/navbar--scrolled/);
  await page.mouse.wheel(0, -100);
  await expect(navbar).not.toHaveClass(/navbar--hidden/);

  // Tapping the destination already shown scrolls back to the top.
  await bar.getByRole('link', { name: 'Communities' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveURL(/\/communities$/);
});

test('the bottom bar brings a visitor back to where they left home', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Join the discussion' })).toBeVisible();
  await addScrollRoom(page);
  await page.evaluate(() => window.scrollTo(0, 800));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(800);

  const bar = bottomBar(page);
  await bar.getByRole('link', { name: 'Communities' }).click();
  await expect(page).toHaveURL(/\/communities$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await bar.getByRole('link', { name: 'Home' }).click();
  await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(800);
});

test('unread notifications show in the tab title, the navbar and the bottom bar', async ({ page }) => {
  const username = uniqueUsername('n');
  await signUp(page, username);
  await expect(page).toHaveTitle('Quorum');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await setNotificationsNewCount(username, 3);
  await page.reload();
  await expect(page).toHaveTitle('(3) Quorum');
  const navbarLink = page.getByRole('banner').getByRole('link', { name: 'Notifications, 3 new' });
  await expect(navbarLink).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(bottomBar(page).getByRole('link', { name: 'Notifications, 3 new' })).toBeVisible();
  await expect(navbarLink).toBeHidden();
});
