import AxeBuilder from '@axe-core/playwright';
import { untilStill } from './support/axe';
import { blockOutsideRequests, type Browser, expect, type Page, test } from './support/test';
import { apiCall, uniqueName } from './support/api';
import { memberInOwnContext, signUp, uniqueUsername } from './support/auth';
import { consoleErrorsAllowing } from './support/console-errors';
import { createCommunity, type Created, createTextPost, signUpAdmin } from './support/forum';

interface ReportsPage {
  details: { noReports: number; noPostReports: number; noCommentReports: number };
  reports: { type: 'post' | 'comment'; targetId: string; reason: string; target: { id: string } | null }[] | null;
}

const WIDTHS = [390, 1280] as const;

test.beforeEach(({ page }) => blockOutsideRequests(page));

/** The refusals these flows provoke on purpose: already reported, a name taken. */
const PROVOKED_REFUSALS = [409];

/** An admin (own browser context, returned open) with a community and a post in it. */
async function adminWithPost(browser: Browser, title: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const username = await signUpAdmin(page);
  const community = await createCommunity(page, 'Reports and bans.');
  const post = await createTextPost(page, community, title, 'Report me.');
  return { page, context, username, community, post };
}

async function seriousViolations(page: Page) {
  await untilStill(page);
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
}

function card(page: Page, title: string) {
  return page.locator('article.post-card', { has: page.getByRole('heading', { name: title }) });
}

for (const width of WIDTHS) {
  test(`${width}px: a member reports a post from its card and a comment on the post page; the community's mod sees both`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const errors = consoleErrorsAllowing(page, PROVOKED_REFUSALS);
    const title = `Report ${uniqueName('p')}`;
    const admin = await adminWithPost(browser, title);
    const comment = await apiCall<Created>(admin.page, 'POST', `/api/posts/${admin.post.publicId}/comments?userGroup=normal`, {
      parentCommentId: null,
      body: 'A comment to report.',
    });
    // The community's moderator, in a context of their own.
    const { context: modContext, page: modPage, username: mod } = await memberInOwnContext(browser, 'm');
    await apiCall(admin.page, 'POST', `/api/communities/${admin.community.id}/mods`, { username: mod });

    const member = uniqueUsername('r');
    await signUp(page, member);
    await page.goto(`/${admin.community.name}?sort=latest`);
    await card(page, title).getByRole('button', { name: 'Post options' }).click();
    await page.getByRole('menuitem', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report post' });
    await expect(dialog).toBeVisible();
    const reasons = dialog.getByRole('group', { name: 'Why are you reporting this?' }).getByRole('radio');
    await expect(reasons).toHaveCount(4);
    await expect(reasons.first()).toBeFocused();
    // Nothing is sent before a reason is chosen.
    await expect(dialog.getByRole('button', { name: 'Report' })).toHaveAttribute('aria-disabled', 'true');

    // Accessibility of the open modal, light and then dark (the theme follows the system here).
    expect(await seriousViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await seriousViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'light' });

    await dialog.getByRole('radio', { name: 'Spam' }).check();
    const reportCall = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/_report'));
    await dialog.getByRole('button', { name: 'Report' }).click();
    expect((await reportCall).postDataJSON()).toEqual({ type: 'post', targetId: admin.post.id, reason: 3 });
    await expect(page.getByText('Post reported.')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // The same reason again: the server's refusal shows in the dialog, which stays open.
    await card(page, title).getByRole('button', { name: 'Post options' }).click();
    await page.getByRole('menuitem', { name: 'Report' }).click();
    await dialog.getByRole('radio', { name: 'Spam' }).check();
    await dialog.getByRole('button', { name: 'Report' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('You have already reported this post');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);

    // A comment, from the post page.
    await page.goto(`/${admin.community.name}/post/${admin.post.publicId}`);
    const commentItem = page.locator(`#comment-${comment.id}`);
    await commentItem.getByRole('button', { name: 'Report' }).click();
    const commentDialog = page.getByRole('dialog', { name: 'Report comment' });
    await commentDialog.getByRole('radio', { name: 'Breaks community rules' }).check();
    await commentDialog.getByRole('button', { name: 'Report' }).click();
    await expect(page.getByText('Comment reported.')).toBeVisible();

    // The mod's report list (the mod tools screen is another issue): both reports, newest first.
    const reports = await apiCall<ReportsPage>(modPage, 'GET', `/api/communities/${admin.community.id}/reports`);
    expect(reports.details).toEqual({ noReports: 2, noPostReports: 1, noCommentReports: 1 });
    expect(reports.reports?.map((report) => [report.type, report.targetId, report.reason])).toEqual([
      ['comment', comment.id, 'Breaks community rules'],
      ['post', admin.post.id, 'Spam'],
    ]);
    await modContext.close();
    await admin.context.close();
    expect(errors).toEqual([]);
  });
}

test("Report is not offered on one's own post and comment; a visitor pressing it gets the login prompt", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const errors = consoleErrorsAllowing(page, PROVOKED_REFUSALS);
  const title = `Own ${uniqueName('p')}`;
  const admin = await adminWithPost(browser, title);
  await apiCall(admin.page, 'POST', `/api/posts/${admin.post.publicId}/comments?userGroup=normal`, { parentCommentId: null, body: 'My own comment.' });
  const path = `/${admin.community.name}/post/${admin.post.publicId}`;

  await admin.page.setViewportSize({ width: 1280, height: 900 });
  await admin.page.goto(path);
  await expect(admin.page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(admin.page.getByText('My own comment.')).toBeVisible();
  await expect(admin.page.getByRole('button', { name: 'Report' })).toHaveCount(0);
  await admin.page.goto(`/${admin.community.name}?sort=latest`);
  await card(admin.page, title).getByRole('button', { name: 'Post options' }).click();
  await expect(admin.page.getByRole('menuitem', { name: 'Hide' })).toBeVisible();
  await expect(admin.page.getByRole('menuitem', { name: 'Report' })).toHaveCount(0);
  await admin.context.close();

  await page.goto(path);
  await expect(page.getByText('My own comment.')).toBeVisible();
  await page.locator('article.post-view').getByRole('button', { name: 'Report' }).click();
  await expect(page.getByRole('dialog', { name: 'Login to continue' })).toBeVisible();
  expect(errors).toEqual([]);
});

for (const width of WIDTHS) {
  test(`${width}px: an admin bans a user from their profile with their content, and unbans them`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const errors = consoleErrorsAllowing(page, PROVOKED_REFUSALS);
    const title = `Banned ${uniqueName('p')}`;
    const admin = await adminWithPost(browser, `Kept ${uniqueName('p')}`);
    // The user to ban, with a post of their own.
    const { context: victimContext, page: victimPage, username: victim } = await memberInOwnContext(browser, 'v');
    const victimPost = await createTextPost(victimPage, admin.community, title, 'Soon gone.');
    await admin.context.close();

    // A member sees no ban control.
    await signUp(page, uniqueUsername('n'));
    await page.goto(`/@${victim}`);
    await expect(page.getByRole('heading', { name: `@${victim}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ban user' })).toHaveCount(0);
    await page.context().clearCookies();

    await signUpAdmin(page, 'b');
    await page.goto(`/@${victim}`);
    await expect(card(page, title)).toBeVisible();
    await page.getByRole('button', { name: 'Ban user' }).click();
    const dialog = page.getByRole('dialog', { name: `Ban @${victim}` });
    await dialog.getByRole('checkbox', { name: `Also delete all of @${victim}'s posts and comments` }).check();
    await dialog.getByRole('button', { name: 'Next' }).click();
    const confirm = dialog.getByRole('textbox', { name: `Type ${victim} to confirm` });
    await expect(confirm).toBeFocused();
    await confirm.fill(`${victim}x`);
    await dialog.getByRole('button', { name: 'Ban' }).click();
    await expect(dialog.getByText('Usernames do not match!')).toBeVisible();
    await confirm.fill(victim.toUpperCase());
    const banCall = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/_admin'));
    await dialog.getByRole('button', { name: 'Ban' }).click();
    expect((await banCall).postDataJSON()).toEqual({ action: 'ban_user', username: victim, deleteContentDays: 0 });
    await expect(page.getByText('User banned successfully.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // The profile shows the ban without a reload.
    await expect(page.getByText(/^Suspended on /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unban user' })).toBeVisible();

    // Their post is gone from the community's feed, and its page says it was deleted by an admin.
    await page.goto(`/${admin.community.name}?sort=latest`);
    await expect(page.getByRole('heading', { name: admin.community.name, level: 1 })).toBeVisible();
    await expect(card(page, title)).toHaveCount(0);
    await page.goto(`/${admin.community.name}/post/${victimPost.publicId}`);
    await expect(page.getByRole('note').filter({ hasText: 'admin' })).toBeVisible();
    await expect(page.getByText('Soon gone.')).toHaveCount(0);
    // Signed out at once: the banned user's session is over.
    const victimSession = await victimPage.evaluate(async () => (await fetch('/api/_user')).status);
    expect(victimSession).not.toBe(200);
    await victimContext.close();

    // Unban, after the plain confirmation.
    await page.goto(`/@${victim}`);
    page.once('dialog', (confirmDialog) => {
      expect(confirmDialog.message()).toBe('Are you sure?');
      void confirmDialog.accept();
    });
    await page.getByRole('button', { name: 'Unban user' }).click();
    await expect(page.getByText('User unbanned successfully.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ban user' })).toBeVisible();
    await expect(page.getByText(/^Suspended on /)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test(`${width}px: an admin creates a community from the communities page and lands on it`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const errors = consoleErrorsAllowing(page, PROVOKED_REFUSALS);
    const taken = await adminWithPost(browser, `Taken ${uniqueName('p')}`);
    await taken.context.close();
    await signUpAdmin(page);

    await page.goto('/communities');
    await page.getByRole('button', { name: 'Create community' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create community' });
    const name = dialog.getByRole('textbox', { name: 'Community name' });
    await expect(name).toBeFocused();
    await name.fill('ab');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(name).toHaveAccessibleDescription(/Name has to be at least 3 characters\./);
    await name.fill(taken.community.name.toUpperCase());
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(name).toHaveAccessibleDescription(/A community by that name already exists\./);
    await expect(name).toHaveAttribute('aria-invalid', 'true');

    const fresh = uniqueName('n');
    await name.fill(`${fresh}-!`);
    await expect(name).toHaveValue(fresh);
    await dialog.getByRole('textbox', { name: 'Description (optional)' }).fill('Made in the browser.');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(new RegExp(`/${fresh}$`));
    await expect(page.getByRole('heading', { name: fresh, level: 1 })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // The creator is its first member and moderator.
    await expect(page.getByRole('button', { name: 'Joined' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'MOD TOOLS' })).toBeVisible();
    expect(errors).toEqual([]);
  });
}
