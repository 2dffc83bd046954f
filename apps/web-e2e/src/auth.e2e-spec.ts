import { expect, test } from './support/test';
import { accountMenuButton, logIn, openAccountMenu, PASSWORD, signUp, signUpThroughDialog, uniqueUsername } from './support/auth';

test('sign up, stay signed in across reloads, log out and log in again', async ({ page }) => {
  const username = uniqueUsername();

  await test.step('sign up and see the username in the navbar', async () => {
    await signUpThroughDialog(page, username);
    await expect(accountMenuButton(page, username)).toContainText('1 point');
  });

  await test.step('a reload keeps the session', async () => {
    await page.reload();
    await expect(accountMenuButton(page, username)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create account' })).toHaveCount(0);
  });

  await test.step('log out from the account menu', async () => {
    const menu = await openAccountMenu(page, username);
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(accountMenuButton(page, username)).toHaveCount(0);
  });

  await test.step('a wrong password is refused with the upstream message', async () => {
    await logIn(page, username, 'not the password');
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await expect(dialog.getByRole('alert')).toHaveText('Username and password do not match.');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  });

  await test.step('log in again', async () => {
    await logIn(page, username.toUpperCase(), PASSWORD);
    await expect(accountMenuButton(page, username)).toBeVisible();
  });
});

test('the login form checks empty fields before calling the server', async ({ page }) => {
  await page.goto('/login');
  const card = page.getByRole('main');
  await card.getByRole('button', { name: 'Login' }).click();
  await expect(card.getByRole('alert')).toHaveText('Username and password empty.');
  await card.getByLabel('Username').fill('someone');
  await card.getByRole('button', { name: 'Login' }).click();
  await expect(card.getByRole('alert')).toHaveText('Password empty.');
});

test('signup validates the form and reports a taken name', async ({ page }) => {
  const username = uniqueUsername('t');
  await signUp(page, username);
  const menu = await openAccountMenu(page, username);
  await menu.getByRole('menuitem', { name: 'Logout' }).click();

  await page.getByRole('button', { name: 'Create account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create account' });
  await expect(dialog.getByText(/no way to recover your account/)).toBeVisible();
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Email (optional)').click();
  await expect(dialog.getByText(`${username} is already taken.`)).toBeVisible();
  await dialog.getByLabel('Email (optional)').fill('not-an-email');
  await dialog.getByLabel('Password', { exact: true }).fill('short');
  await dialog.getByLabel('Repeat password').fill('other');
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog.getByText('Enter a valid email address.')).toBeVisible();
  await expect(dialog.getByText('Password too weak.')).toBeVisible();
  await expect(dialog.getByText('Passwords do not match.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
