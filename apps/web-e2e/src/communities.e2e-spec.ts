import { expect, type Page, test } from './support/test';
import { apiCall, uniqueName } from './support/api';
import { signUp, uniqueUsername } from './support/auth';
import { signUpAdmin } from './support/forum';

interface CreatedCommunity {
  id: string;
  name: string;
}

function createCommunity(page: Page, name: string, about = 'A place for **tests**.'): Promise<CreatedCommunity> {
  return apiCall<CreatedCommunity>(page, 'POST', '/api/communities', { name, about });
}

test('a user requests a community through the modal and sees the confirmation', async ({ page }) => {
  await signUp(page, uniqueUsername('r'));
  await page.goto('/communities');
  await page.getByRole('button', { name: 'Request a community' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a community' });
  const nameBox = dialog.getByLabel('Community name');
  await expect(nameBox).toBeFocused();

  // Restricted input: only letters, digits and underscores get in.
  await nameBox.fill('a b');
  await expect(nameBox).toHaveValue('ab');
  await dialog.getByRole('button', { name: 'Request', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Community name has to have at least 3 characters.');

  const name = uniqueName('req_');
  await nameBox.fill(name);
  await dialog.getByLabel('Note (optional)').fill('For people who test things.');
  await expect(dialog.getByText('27 / 500')).toBeVisible();
  await dialog.getByRole('button', { name: 'Request', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Requested!' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Request a community' })).toBeFocused();

  // The server kept it: the same request again is refused with its message.
  await page.getByRole('button', { name: 'Request a community' }).click();
  await dialog.getByLabel('Community name').fill(name);
  await dialog.getByRole('button', { name: 'Request', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('You already have a pending request for that community');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the communities list sorts A-Z and Z-A', async ({ page }) => {
  await signUpAdmin(page);
  const stamp = uniqueName('').slice(0, 15);
  // Upper-case B after lower-case a: the sort ignores letter case.
  const first = await createCommunity(page, `a_${stamp}`);
  const second = await createCommunity(page, `B_${stamp}`);
  await page.goto('/communities');
  const names = page.locator('.communities-list__name a');
  await expect(names.filter({ hasText: second.name })).toBeVisible();

  for (const [label, param, earlier, later] of [
    ['A-Z', /[?&]sort=name_asc/, first, second],
    ['Z-A', /[?&]sort=name_dsc/, second, first],
  ] as const) {
    await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label });
    await expect(page).toHaveURL(param);
    await expect
      .poll(async () => {
        const shown = await names.allTextContents();
        return shown.indexOf(earlier.name) >= 0 && shown.indexOf(earlier.name) < shown.indexOf(later.name);
      })
      .toBe(true);
  }

  // The search toggle filters by name.
  await page.getByRole('button', { name: 'Search communities' }).click();
  await page.getByRole('searchbox', { name: 'Search communities' }).fill(`b_${stamp}`);
  await expect(names).toHaveText([second.name]);
});

test("the community page's About tab shows rules and moderators on a 390 px screen", async ({ page }) => {
  const admin = await signUpAdmin(page);
  const community = await createCommunity(page, uniqueName('tabs'));
  await apiCall(page, 'POST', `/api/communities/${community.id}/rules`, { rule: 'Be kind', description: 'No personal attacks.' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/${community.name}`);
  await expect(page.getByRole('heading', { name: community.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'MOD TOOLS' })).toHaveAttribute('href', `/${community.name}/modtools`);

  const postsTab = page.getByRole('tab', { name: 'Posts' });
  const aboutTab = page.getByRole('tab', { name: 'About' });
  await expect(postsTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Rules' })).toBeHidden();

  // Keyboard: the arrow key moves to and selects the About tab.
  await postsTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(aboutTab).toBeFocused();
  await expect(aboutTab).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: 'About' });
  await expect(panel.getByRole('heading', { name: 'Rules' })).toBeVisible();
  await expect(panel.getByText('Be kind')).toBeVisible();
  await expect(panel.getByText('No personal attacks.')).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Moderators' })).toBeVisible();
  await expect(panel.getByRole('link', { name: `@${admin}` })).toBeVisible();
  await expect(panel.getByText('A place for tests.')).toBeVisible();

  // Nothing sticks out sideways at this width.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a profile URL in the wrong letter case is replaced by the real name', async ({ page }) => {
  const username = uniqueUsername('Pc');
  await signUp(page, username);
  await page.goto('/');
  await page.goto(`/@${username.toLowerCase()}?filter=posts`);
  await expect(page).toHaveURL(new RegExp(`/@${username}\\?filter=posts$`));
  await expect(page.getByRole('heading', { name: `@${username}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Posts', exact: true })).toHaveAttribute('aria-current', 'page');

  // Replaced, not pushed: Back leaves the profile.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});
