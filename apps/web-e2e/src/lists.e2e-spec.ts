import { expectNoSeriousViolations } from './support/axe';
import { blockOutsideRequests, type Browser, expect, type Page, test } from './support/test';
import { apiCall, uniqueName } from './support/api';
import { signUp, uniqueUsername } from './support/auth';
import { consoleErrors } from './support/console-errors';
import { createCommunity, type Created, createTextPost, signUpAdmin } from './support/forum';

const VIEWPORTS = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

/** An admin, in a context of their own, makes a community with one post; returns where it is. */
async function communityWithPost(browser: Browser, title: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpAdmin(page);
  const community = await createCommunity(page, 'Lists tests.');
  const post = await createTextPost(page, community, title, 'Worth keeping.');
  await context.close();
  return { community, post };
}

function card(page: Page, title: string) {
  return page.locator('article.post-card', { has: page.getByRole('heading', { name: title }) });
}

async function openSaveDialog(page: Page, title: string) {
  await card(page, title).getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitem', { name: 'Save to list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save to list' });
  await expect(dialog).toBeVisible();
  return dialog;
}

function itemCall(page: Page, method: 'POST' | 'DELETE') {
  return page.waitForResponse((response) => response.request().method() === method && /\/api\/lists\/\d+\/items$/.test(new URL(response.url()).pathname));
}

async function expectNoSeriousViolationsInBothThemes(page: Page) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    await expectNoSeriousViolations(page, `${scheme} theme`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test.beforeEach(({ page }) => blockOutsideRequests(page));

for (const viewport of VIEWPORTS) {
  test(`save a post to two lists, one made in the dialog, remove it from one, and see the list pages (${viewport.name})`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const title = `Keep me ${uniqueName('p')}`;
    const { community } = await communityWithPost(browser, title);
    const username = uniqueUsername('l');
    await signUp(page, username);
    const errors = consoleErrors(page);

    await page.goto(`/${community.name}`);
    let dialog = await openSaveDialog(page, title);
    // Every account starts with a private Bookmarks list (docs/api/lists.md); the post is in none yet.
    await expect(dialog.getByRole('checkbox', { name: /Bookmarks/ })).not.toBeChecked();

    await dialog.getByRole('button', { name: 'New list' }).click();
    const form = page.getByRole('dialog', { name: 'New list' });
    const listName = uniqueName('r');
    await form.getByLabel('Name', { exact: true }).fill(listName);
    await form.getByLabel('Display name (optional)').fill('Reading');
    await form.getByLabel('Public (anyone can see this list)').check();
    const saved = itemCall(page, 'POST');
    await form.getByRole('button', { name: 'Create' }).click();
    expect((await saved).status()).toBe(200);
    dialog = page.getByRole('dialog', { name: 'Save to list' });
    await expect(dialog.getByRole('checkbox', { name: /Reading/ })).toBeChecked();
    // Ticked and counted alike: the new list holds the post (a '0 items' here invited a second, removing tick).
    await expect(dialog.getByRole('checkbox', { name: /Reading/ })).toHaveAccessibleName(/Public · 1 item$/);
    await expect(page.getByText('Saved to Reading')).toBeVisible();

    const bookmarked = itemCall(page, 'POST');
    await dialog.getByRole('checkbox', { name: /Bookmarks/ }).check();
    expect((await bookmarked).status()).toBe(200);
    await expect(page.getByText('Saved to Bookmarks')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toHaveCount(0);

    // Opened again, the dialog reads `_saved_to` from the server: both lists hold the post.
    const savedTo = page.waitForResponse((response) => response.url().includes('/api/lists/_saved_to'));
    dialog = await openSaveDialog(page, title);
    expect((await savedTo).status()).toBe(200);
    await expect(dialog.getByRole('checkbox', { name: /Reading/ })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: /Bookmarks/ })).toBeChecked();
    const removed = itemCall(page, 'DELETE');
    await dialog.getByRole('checkbox', { name: /Bookmarks/ }).uncheck();
    expect((await removed).status()).toBe(200);
    await expect(page.getByText('Removed from Bookmarks')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await page.goto(`/@${username}/lists`);
    await expect(page.getByRole('heading', { level: 1, name: `@${username}'s lists` })).toBeVisible();
    const reading = page.locator('li.list-card', { has: page.getByRole('link', { name: 'Reading' }) });
    const bookmarks = page.locator('li.list-card', { has: page.getByRole('link', { name: 'Bookmarks' }) });
    await expect(reading).toContainText('1 item');
    await expect(bookmarks).toContainText('0 items');
    await expect(bookmarks).toContainText('Private');
    if (viewport.name === 'desktop') await expectNoSeriousViolationsInBothThemes(page);

    await bookmarks.getByRole('link', { name: 'Bookmarks' }).click();
    await expect(page).toHaveURL(new RegExp(`/@${username}/lists/bookmarks$`));
    await expect(page.getByText('This list is empty.')).toBeVisible();

    await page.goto(`/@${username}/lists/${listName}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Reading' })).toBeVisible();
    await expect(card(page, title)).toBeVisible();
    if (viewport.name === 'mobile') await expectNoSeriousViolationsInBothThemes(page);

    // Remove from list, on the list page.
    const gone = itemCall(page, 'DELETE');
    await page.getByRole('button', { name: 'Remove from list' }).click();
    expect((await gone).status()).toBe(200);
    await expect(card(page, title)).toHaveCount(0);
    await expect(page.getByText('This list is empty.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('This list is empty.')).toBeVisible();

    expect(errors).toEqual([]);
  });
}

test('lists pages: axe on the index and a list page with items, light and dark; other members see only public lists', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const title = `Listed ${uniqueName('p')}`;
  const { community, post } = await communityWithPost(browser, title);
  const owner = uniqueUsername('o');
  await signUp(page, owner);
  const errors = consoleErrors(page);
  const lists = await apiCall<{ id: number; name: string }[]>(page, 'POST', `/api/users/${owner}/lists`, {
    name: 'shared',
    displayName: 'Shared things',
    public: true,
  });
  const shared = lists.find((list) => list.name === 'shared');
  await apiCall(page, 'POST', `/api/lists/${shared?.id}/items`, { targetType: 'post', targetId: post.id });
  const comment = await apiCall<Created>(page, 'POST', `/api/posts/${post.publicId}/comments?userGroup=normal`, {
    parentCommentId: null,
    body: 'A comment to keep',
  });

  // A comment is saved from its own Save button on the post page.
  await page.goto(`/${community.name}/post/${post.publicId}`);
  await page.locator(`#comment-${comment.id}`).getByRole('button', { name: 'Save to list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save to list' });
  const saved = itemCall(page, 'POST');
  await dialog.getByRole('checkbox', { name: /Shared things/ }).check();
  expect((await saved).request().postDataJSON()).toEqual({ targetType: 'comment', targetId: comment.id });
  await expect(page.getByText('Saved to Shared things')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(`/@${owner}/lists/shared`);
  await expect(card(page, title)).toBeVisible();
  await expect(page.getByRole('link', { name: `Comment on ${title}` })).toBeVisible();
  await expect(page.getByText('A comment to keep')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit list' })).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page);
  await page.goto(`/@${owner}/lists`);
  await expect(page.getByRole('link', { name: 'Shared things' })).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page);
  expect(errors).toEqual([]);

  // A guest sees the public list, not the private Bookmarks, and no owner actions; Bookmarks is a 404.
  const guest = await browser.newPage();
  await guest.goto(`/@${owner}/lists`);
  await expect(guest.getByRole('link', { name: 'Shared things' })).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Bookmarks' })).toHaveCount(0);
  await expect(guest.getByRole('button', { name: 'New list' })).toHaveCount(0);
  await guest.goto(`/@${owner}/lists/shared`);
  await expect(card(guest, title)).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Edit list' })).toHaveCount(0);
  await expect(guest.getByRole('button', { name: 'Remove from list' })).toHaveCount(0);
  await guest.goto(`/@${owner}/lists/bookmarks`);
  await expect(guest.getByRole('heading', { name: "The page you're looking for does not exist." })).toBeVisible();

  // The profile's Lists card, with 'View all'.
  await guest.goto(`/@${owner}`);
  const listsCard = guest.locator('section.profile-lists');
  await expect(listsCard.getByRole('heading', { name: 'Lists' })).toBeVisible();
  await expect(listsCard.getByRole('link', { name: 'Shared things' })).toBeVisible();
  await listsCard.getByRole('link', { name: /View all/ }).click();
  await expect(guest).toHaveURL(new RegExp(`/@${owner}/lists$`));

  // A guest's Save on the post page asks them to log in.
  await guest.goto(`/${community.name}/post/${post.publicId}`);
  await guest.locator('.post-view').getByRole('button', { name: 'Save to list' }).click();
  await expect(guest.getByRole('dialog', { name: 'Login to continue' })).toBeVisible();
  await guest.close();
});

test('the owner makes a list on the lists page, sorts and filters, renames it, empties it and deletes it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const title = `Trip notes ${uniqueName('p')}`;
  const { post } = await communityWithPost(browser, title);
  const owner = uniqueUsername('o');
  await signUp(page, owner);
  const errors = consoleErrors(page);
  page.on('dialog', (dialog) => void dialog.accept());

  await page.goto(`/@${owner}/lists`);
  await page.getByRole('button', { name: 'New list' }).click();
  const form = page.getByRole('dialog', { name: 'New list' });
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('Name cannot be empty.')).toBeVisible();
  await form.getByLabel('Name', { exact: true }).fill('bookmarks');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('List with name bookmarks already exists.')).toBeVisible();
  await form.getByLabel('Name', { exact: true }).fill('trips');
  await form.getByLabel('Display name (optional)').fill('Trips');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('List created!')).toBeVisible();
  await expect(form).toHaveCount(0);
  const cards = page.locator('li.list-card h2');
  await expect(cards).toHaveText(['TripsPrivate', 'BookmarksPrivate']);

  await page.getByLabel('Sort').selectOption('name');
  await expect(page).toHaveURL(/\?sort=name$/);
  await expect(cards).toHaveText(['BookmarksPrivate', 'TripsPrivate']);
  await page.getByLabel('Show lists').selectOption('public');
  await expect(page.getByText('Nothing to show')).toBeVisible();
  await page.getByLabel('Show lists').selectOption('private');
  await expect(cards).toHaveCount(2);

  await page.getByRole('link', { name: 'Trips' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trips' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit list' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit list' });
  await expect(edit.getByLabel('Name', { exact: true })).toHaveValue('trips');
  await edit.getByLabel('Name', { exact: true }).fill('journeys');
  await edit.getByLabel('Display name (optional)').fill('Journeys');
  await edit.getByLabel('Public (anyone can see this list)').check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/@${owner}/lists/journeys$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Journeys' })).toBeVisible();
  await expect(page.locator('.list-summary')).toContainText('Public');

  const lists = await apiCall<{ id: number; name: string }[]>(page, 'GET', `/api/users/${owner}/lists`);
  const journeys = lists.find((list) => list.name === 'journeys');
  await apiCall(page, 'POST', `/api/lists/${journeys?.id}/items`, { targetType: 'post', targetId: post.id });
  await page.reload();
  await expect(card(page, title)).toBeVisible();
  await expect(page.locator('.list-summary')).toContainText('1 item');
  await page.getByRole('button', { name: 'List options' }).click();
  await page.getByRole('menuitem', { name: 'Remove all items' }).click();
  await expect(page.getByText('This list is empty.')).toBeVisible();
  await expect(page.locator('.list-summary')).toContainText('0 items');

  await page.getByRole('button', { name: 'List options' }).click();
  await page.getByRole('menuitem', { name: 'Delete list' }).click();
  await expect(page).toHaveURL(new RegExp(`/@${owner}/lists$`));
  await expect(page.getByRole('link', { name: 'Journeys' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Bookmarks' })).toBeVisible();
  expect(errors).toEqual([]);
});
