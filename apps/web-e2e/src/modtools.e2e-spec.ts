import AxeBuilder from '@axe-core/playwright';
import { untilStill } from './support/axe';
import { blockOutsideRequests, type Browser, expect, type Page, test } from './support/test';
import { apiAnswer, apiCall, makeAdmin, uniqueName } from './support/api';
import { memberInOwnContext, PASSWORD, signUp, uniqueUsername } from './support/auth';
import { consoleErrorsAllowing } from './support/console-errors';
import { createCommunity, type Created, createTextPost, signUpAdmin } from './support/forum';

const PAGES = ['settings', 'reports', 'removed', 'locked', 'banned', 'mods', 'rules'] as const;

test.beforeEach(({ page }) => blockOutsideRequests(page));

/** An admin (own context, left open) who made a community, with a moderator signed in on `page`. */
async function communityWithMod(browser: Browser, page: Page) {
  const context = await browser.newContext();
  const adminPage = await context.newPage();
  const admin = await signUpAdmin(adminPage);
  const community = await createCommunity(adminPage, 'Moderated here.', 'mt');
  const mod = uniqueUsername('m');
  await signUp(page, mod);
  await apiCall(adminPage, 'POST', `/api/communities/${community.id}/mods`, { username: mod });
  return { context, adminPage, admin, community, mod };
}

/** Accepts the next window.confirm. */
function acceptNextConfirm(page: Page) {
  page.once('dialog', (dialog) => void dialog.accept());
}

test.describe('moderator console', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a mod handles a report and removes the post; the report leaves the list', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const errors = consoleErrorsAllowing(page);
    const { context, adminPage, community } = await communityWithMod(browser, page);
    const title = `Spammy ${uniqueName('p')}`;
    const post = await createTextPost(adminPage, community, title, 'Buy now.');
    const other = await createTextPost(adminPage, community, 'Fine post', 'All good.');
    const reporter = await memberInOwnContext(browser, 'r');
    await apiCall(reporter.page, 'POST', '/api/_report', { type: 'post', targetId: post.id, reason: 3 });
    await apiCall(reporter.page, 'POST', '/api/_report', { type: 'post', targetId: other.id, reason: 1 });
    await reporter.context.close();

    // The community page's MOD TOOLS link leads in; the bare path opens settings.
    await page.goto(`/${community.name}`);
    await page.getByRole('link', { name: 'MOD TOOLS' }).click();
    await expect(page).toHaveURL(new RegExp(`/${community.name}/modtools/settings$`));
    await expect(page.getByRole('heading', { name: 'MOD TOOLS', level: 1 })).toBeVisible();
    await page.getByRole('navigation', { name: 'Mod tools sections' }).getByRole('link', { name: 'Reports' }).click();
    const list = page.locator('.modtools-list');
    await expect(list.getByRole('listitem')).toHaveCount(2);
    const spamRow = list.getByRole('listitem').filter({ hasText: title });
    await expect(spamRow).toContainText('Spam');

    // Ignore removes the other report at once and for good.
    const otherRow = list.getByRole('listitem').filter({ hasText: 'Fine post' });
    await otherRow.getByRole('button', { name: 'Ignore' }).click();
    await expect(page.getByText('Report ignored.')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);

    // Handle opens the post; the mod removes it there.
    await spamRow.getByRole('link', { name: 'Handle' }).click();
    await expect(page).toHaveURL(new RegExp(`/post/${post.publicId}$`));
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    const deleteCall = page.waitForResponse((response) => response.request().method() === 'DELETE' && response.url().includes(`/api/posts/${post.publicId}`));
    await page.locator('.post-actions').getByRole('button', { name: 'Delete', exact: true }).click();
    // A moderator removes a post from the community but may not delete its content: no such choice.
    const removing = page.getByRole('dialog', { name: 'Delete post' });
    await expect(removing.getByRole('checkbox')).toHaveCount(0);
    await removing.getByRole('button', { name: 'Delete', exact: true }).click();
    const deleted = await deleteCall;
    expect(new URL(deleted.url()).searchParams.get('deleteAs')).toBe('mods');
    expect(deleted.status()).toBe(200);

    // Back in the console: no reports left, and the post is among the removed ones.
    await page.goto(`/${community.name}/modtools/reports`);
    await expect(page.getByText('No reports.')).toBeVisible();
    await page.getByRole('link', { name: 'Removed' }).click();
    await expect(page.locator('.modtools-list').getByRole('listitem').filter({ hasText: title })).toContainText('Removed by moderator');
    await context.close();
    expect(errors).toEqual([]);
  });

  test('a mod bans a member, who cannot post until unbanned; a second ban shows the refusal', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const errors = consoleErrorsAllowing(page, [409]);
    const { context, community } = await communityWithMod(browser, page);
    const { page: memberPage, username: member, context: memberContext } = await memberInOwnContext(browser, 'b');
    const newPost = { type: 'text', title: 'Can I post?', body: 'Trying.', community: community.name };

    await page.goto(`/${community.name}/modtools/banned`);
    await expect(page.getByText('No banned users.')).toBeVisible();
    await page.getByRole('button', { name: 'Ban user' }).click();
    let dialog = page.getByRole('dialog', { name: 'Ban user' });
    // A username is required (docs/screens.md §5).
    await dialog.getByRole('button', { name: 'Ban' }).click();
    await expect(dialog.getByText('Username cannot be empty.')).toBeVisible();
    await dialog.getByLabel('Username').fill(member);
    await dialog.getByRole('radio', { name: '7 days' }).check();
    const banCall = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith(`/api/communities/${community.id}/banned`));
    await dialog.getByRole('button', { name: 'Ban' }).click();
    const body = (await banCall).postDataJSON() as { username: string; expires: string };
    expect(body.username).toBe(member);
    const days = (Date.parse(body.expires) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    await expect(page.getByText(`@${member} is banned.`)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const row = page
      .locator('.modtools-list')
      .getByRole('listitem')
      .filter({ hasText: `@${member}` });
    await expect(row).toBeVisible();

    expect(await apiAnswer(memberPage, 'POST', '/api/posts', newPost)).toMatchObject({ status: 403, json: { code: 'banned-from-community' } });

    // Banning them again: the server refuses (409) and the dialog says so; the page carries on.
    await page.getByRole('button', { name: 'Ban user' }).click();
    dialog = page.getByRole('dialog', { name: 'Ban user' });
    await dialog.getByLabel('Username').fill(member);
    await dialog.getByRole('button', { name: 'Ban' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(`${member} is already banned.`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    acceptNextConfirm(page);
    await row.getByRole('button', { name: 'Unban' }).click();
    await expect(page.getByText(`@${member} is unbanned.`)).toBeVisible();
    await expect(page.getByText('No banned users.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('No banned users.')).toBeVisible();

    const posted = await apiCall<Created>(memberPage, 'POST', '/api/posts', newPost);
    expect(posted.publicId).toBeTruthy();
    await memberContext.close();
    await context.close();
    expect(errors).toEqual([]);
  });

  test('a mod adds a junior mod, who cannot remove the senior one', async ({ page, browser }) => {
    test.setTimeout(90_000);
    // 404: the unknown name tried first.
    const errors = consoleErrorsAllowing(page, [404]);
    const { context, community, admin, mod } = await communityWithMod(browser, page);
    const { page: juniorPage, username: junior, context: juniorContext } = await memberInOwnContext(browser, 'j');

    await page.goto(`/${community.name}/modtools/mods`);
    const list = page.locator('.modtools-list');
    await expect(list.getByRole('listitem')).toHaveCount(2);
    // The creator (an admin) is above this mod: no Remove there; this mod can resign.
    await expect(list.getByRole('button', { name: `Remove @${admin}` })).toHaveCount(0);
    await expect(list.getByRole('button', { name: `Remove @${mod}` })).toBeVisible();

    await page.getByRole('button', { name: 'Add moderator' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add moderator' });
    await dialog.getByLabel('Username').fill('nobody_by_that_name');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('User not found');
    await dialog.getByLabel('Username').fill(junior);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText(`@${junior} is now a moderator.`)).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list.getByRole('listitem').last()).toContainText(`@${junior}`);
    await expect(list.getByRole('button', { name: `Remove @${junior}` })).toBeVisible();

    // The junior mod's console: only their own row has Remove, and the server refuses the senior's removal.
    await juniorPage.goto(`/${community.name}/modtools/mods`);
    const juniorList = juniorPage.locator('.modtools-list');
    await expect(juniorList.getByRole('listitem')).toHaveCount(3);
    await expect(juniorList.getByRole('button', { name: `Remove @${mod}` })).toHaveCount(0);
    await expect(juniorList.getByRole('button', { name: `Remove @${admin}` })).toHaveCount(0);
    await expect(juniorList.getByRole('button', { name: `Remove @${junior}` })).toBeVisible();
    expect(await apiAnswer(juniorPage, 'DELETE', `/api/communities/${community.id}/mods/${mod}`)).toMatchObject({
      status: 403,
      json: { code: 'lower-mod' },
    });
    await juniorContext.close();
    await context.close();
    expect(errors).toEqual([]);
  });

  test('rules added, edited and reordered in the console show on the community page', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const errors = consoleErrorsAllowing(page);
    const { context, community } = await communityWithMod(browser, page);
    await page.goto(`/${community.name}/modtools/rules`);
    await expect(page.getByText('No rules yet.')).toBeVisible();
    for (const [rule, description] of [
      ['Be kind', 'No insults.'],
      ['No spam', ''],
    ] as const) {
      await page.getByRole('button', { name: 'Add rule' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add rule' });
      await dialog.getByLabel('Rule', { exact: true }).fill(rule);
      if (description) await dialog.getByLabel('Description (optional)').fill(description);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toHaveCount(0);
    }
    const items = page.locator('.modtools-list').getByRole('listitem');
    await expect(items).toHaveCount(2);

    const first = items.filter({ hasText: 'Be kind' });
    await first.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit rule' });
    await expect(edit.getByLabel('Rule', { exact: true })).toHaveValue('Be kind');
    await edit.getByLabel('Rule', { exact: true }).fill('Be kind to everyone');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Rule saved.')).toBeVisible();

    // The list moves at once; a move is two PUTs (the rules trade places), and the reload waits for the second
    // answer, which it would otherwise cut off.
    let puts = 0;
    const moved = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && /\/rules\/[^/?]+$/.test(new URL(response.url()).pathname) && ++puts === 2,
    );
    await page.getByRole('button', { name: 'Move “No spam” up' }).click();
    await expect(items.first()).toContainText('No spam');
    expect((await moved).status()).toBe(200);
    await page.reload();
    await expect(items.first()).toContainText('No spam');
    await expect(items.nth(1)).toContainText('Be kind to everyone');

    await page.goto(`/${community.name}`);
    const sidebar = page.getByRole('complementary');
    await expect(sidebar.getByText('Be kind to everyone')).toBeVisible();
    await expect(sidebar.getByText('No insults.')).toBeVisible();
    const sidebarText = await sidebar.innerText();
    expect(sidebarText.indexOf('No spam')).toBeLessThan(sidebarText.indexOf('Be kind to everyone'));

    // Deleting asks first, then the rule goes.
    await page.goto(`/${community.name}/modtools/rules`);
    acceptNextConfirm(page);
    await items.filter({ hasText: 'No spam' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Rule deleted.')).toBeVisible();
    await expect(items).toHaveCount(1);
    await context.close();
    expect(errors).toEqual([]);
  });

  test('settings save only after a change; an admin who is not a mod sees ADMIN and the default toggle', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const errors = consoleErrorsAllowing(page);
    const { context, adminPage, community } = await communityWithMod(browser, page);
    await page.goto(`/${community.name}/modtools`);
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await expect(page.getByRole('switch', { name: /Default community/ })).toHaveCount(0);
    await page.getByLabel('Description').fill('A calmer place.');
    await page.getByRole('switch', { name: 'Only moderators can post' }).check();
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByText('Settings saved.')).toBeVisible();
    await expect(save).toBeDisabled();
    const stored = await apiCall<{ about: string; postingRestricted: boolean; nsfw: boolean }>(page, 'GET', `/api/communities/${community.id}`);
    expect(stored).toMatchObject({ about: 'A calmer place.', postingRestricted: true, nsfw: false });

    // A site admin who does not moderate the community.
    const { page: otherPage, username: otherAdmin, context: otherContext } = await memberInOwnContext(browser, 'o');
    await makeAdmin(otherAdmin);
    await otherPage.goto(`/${community.name}`);
    await otherPage.getByRole('link', { name: 'ADMIN' }).click();
    await expect(otherPage.getByRole('heading', { name: 'ADMIN', level: 1 })).toBeVisible();
    const toggle = otherPage.getByRole('switch', { name: /Default community/ });
    await expect(toggle).not.toBeChecked();
    await toggle.check();
    await expect(otherPage.getByText('Settings saved.')).toBeVisible();
    const fresh = await apiCall<{ isDefault: boolean }>(adminPage, 'GET', `/api/communities/${community.id}`);
    expect(fresh.isDefault).toBe(true);
    await otherContext.close();
    await context.close();
    expect(errors).toEqual([]);
  });

  test('a member opening any console URL sees Forbidden; an unknown subpage is not found for a mod', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const errors = consoleErrorsAllowing(page);
    const { context, community } = await communityWithMod(browser, page);
    await page.goto(`/${community.name}/modtools/nope`);
    await expect(page.getByText("The page you're looking for does not exist.")).toBeVisible();

    const { page: memberPage, context: memberContext } = await memberInOwnContext(browser, 'u');
    for (const path of ['', '/settings', ...PAGES.slice(1).map((name) => `/${name}`), '/nope']) {
      await memberPage.goto(`/${community.name}/modtools${path}`);
      await expect(memberPage.getByRole('heading', { name: 'Forbidden!' })).toBeVisible();
    }
    await memberPage.getByRole('main').getByRole('link', { name: 'Go home' }).click();
    await expect(memberPage).toHaveURL(/\/$/);
    await memberContext.close();
    await context.close();
    expect(errors).toEqual([]);
  });

  test('a visitor is sent to /login and comes back to the console after logging in', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const { context, community, mod } = await communityWithMod(browser, page);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(`/${community.name}/modtools/rules`);
    await expect(page).toHaveURL(/\/login$/);
    const main = page.getByRole('main');
    await main.getByLabel('Username').fill(mod);
    await main.getByLabel('Password').fill(PASSWORD);
    await main.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(new RegExp(`/${community.name}/modtools/rules$`));
    await expect(page.getByRole('heading', { name: 'Rules', level: 2 })).toBeVisible();
    await context.close();
  });
});

test('390 px: the reports list reads and acts on a phone', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = consoleErrorsAllowing(page);
  const { context, adminPage, community } = await communityWithMod(browser, page);
  const post = await createTextPost(adminPage, community, 'Phone report', 'Hmm.');
  const comment = await apiCall<Created>(adminPage, 'POST', `/api/posts/${post.publicId}/comments?userGroup=normal`, {
    parentCommentId: null,
    body: 'A rude comment.',
  });
  const reporter = await memberInOwnContext(browser, 'r');
  await apiCall(reporter.page, 'POST', '/api/_report', { type: 'comment', targetId: comment.id, reason: 1 });
  await reporter.context.close();
  await page.goto(`/${community.name}/modtools/reports`);
  const row = page.locator('.modtools-list').getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('A rude comment.');
  // Nothing spills sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await row.getByRole('link', { name: 'Handle' }).click();
  await expect(page).toHaveURL(new RegExp(`/post/${post.publicId}/${comment.id}$`));
  await context.close();
  expect(errors).toEqual([]);
});

for (const width of [390, 1280] as const) {
  test(`${width} px: every console page passes axe, light and dark`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const { context, adminPage, community } = await communityWithMod(browser, page);
    const post = await createTextPost(adminPage, community, 'Axe post', 'Body.');
    await apiCall(adminPage, 'POST', `/api/communities/${community.id}/rules`, { rule: 'Be kind', description: 'Always.' });
    const reporter = await memberInOwnContext(browser, 'r');
    await apiCall(reporter.page, 'POST', '/api/_report', { type: 'post', targetId: post.id, reason: 2 });
    await reporter.context.close();
    await apiCall(adminPage, 'PUT', `/api/posts/${post.publicId}?action=lock&lockAs=mods`);
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      for (const name of PAGES) {
        await page.goto(`/${community.name}/modtools/${name}`);
        await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
        await expect(page.locator('.modtools-skeleton')).toHaveCount(0);
        // The console itself; the app chrome has its own checks in a11y.e2e-spec.ts.
        await untilStill(page);
        const results = await new AxeBuilder({ page }).include('main').analyze();
        const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
        expect(serious.map((violation) => `${name} ${theme}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
      }
    }
    await context.close();
  });
}
