import { generate } from 'otplib';
import { expectNoSeriousViolations } from './support/axe';
import { accountMenuButton, logIn, openAccountMenu, PASSWORD, uniqueUsername } from './support/auth';
import { blockOutsideRequests, expect, type Page, test } from './support/test';

const VIEWPORTS = [
  { name: '390 px', width: 390, height: 844 },
  { name: '1280 px', width: 1280, height: 900 },
] as const;

const STEP_SECONDS = 30;

/** As support/auth's signUp, with room for the page's reload on a loaded machine. */
async function signUp(page: Page, username: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Create account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create account' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Repeat password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(accountMenuButton(page, username)).toBeVisible({ timeout: 30_000 });
}

/** The authenticator's code for the step after the current one: the server accepts one step of drift, and the step used to turn it on is spent. */
function nextCode(secret: string): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + STEP_SECONDS });
}

async function turnOnTwoFactor(page: Page): Promise<{ secret: string; recoveryCodes: string[] }> {
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Two-factor authentication' });
  await expect(section.getByText('Two-factor sign-in is off.', { exact: false })).toBeVisible();
  await expectNoSeriousViolations(page, 'settings with the two-factor section');

  await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn on two-factor sign-in' });
  await expect(dialog.getByLabel('Current password')).toBeFocused();
  await dialog.getByLabel('Current password').fill(PASSWORD);
  const setupAnswer = page.waitForResponse((response) => response.url().endsWith('/api/_two_factor/setup'));
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const setup = (await (await setupAnswer).json()) as { secret: string; otpauthUri: string };
  expect(setup.otpauthUri).toContain(`secret=${setup.secret}`);

  await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expect(dialog.getByText(setup.secret)).toBeVisible();
  await expect(dialog.getByLabel('Authenticator code')).toBeFocused();
  await expectNoSeriousViolations(page, 'two-factor set-up dialog');

  // A wrong code is refused where it was typed.
  await dialog.getByLabel('Authenticator code').fill('000000');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Invalid or already used two-factor code.');

  await dialog.getByLabel('Authenticator code').fill(await generate({ secret: setup.secret }));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  const codesDialog = page.getByRole('dialog', { name: 'Save your recovery codes' });
  const codes = codesDialog.getByRole('list', { name: 'Save your recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allInnerTexts();
  await expectNoSeriousViolations(page, 'recovery codes dialog');
  await codesDialog.getByRole('button', { name: 'Done' }).click();
  await expect(codesDialog).toBeHidden();
  await expect(section.getByText('Two-factor sign-in is on.')).toBeVisible();
  await expect(section.getByText('10 unused recovery codes left.')).toBeVisible();
  return { secret: setup.secret, recoveryCodes };
}

async function logOut(page: Page, username: string): Promise<void> {
  const menu = await openAccountMenu(page, username);
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
}

for (const viewport of VIEWPORTS) {
  test.describe(`two-factor sign-in at ${viewport.name}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await blockOutsideRequests(page);
    });

    test('turn it on in settings, log out, and log in with the authenticator code', async ({ page }) => {
      test.setTimeout(180_000);
      const username = uniqueUsername('tf');
      await signUp(page, username);
      const { secret } = await turnOnTwoFactor(page);
      await logOut(page, username);

      await logIn(page, username);
      const dialog = page.getByRole('dialog', { name: 'Login' });
      await expect(dialog.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
      const codeField = dialog.getByLabel('Authenticator code');
      await expect(codeField).toBeFocused();
      await expectNoSeriousViolations(page, 'login second step');

      await codeField.fill('000000');
      await dialog.getByRole('button', { name: 'Verify' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Invalid or already used two-factor code.');

      await codeField.fill(await nextCode(secret));
      await dialog.getByRole('button', { name: 'Verify' }).click();
      // The page reloads after a login; on a loaded machine that takes a while.
      await expect(accountMenuButton(page, username)).toBeVisible({ timeout: 30_000 });
    });

    test('log in with a recovery code, from the keyboard', async ({ page }) => {
      test.setTimeout(180_000);
      const username = uniqueUsername('tr');
      await signUp(page, username);
      const { recoveryCodes } = await turnOnTwoFactor(page);
      await logOut(page, username);

      await logIn(page, username);
      const dialog = page.getByRole('dialog', { name: 'Login' });
      await expect(dialog.getByLabel('Authenticator code')).toBeFocused();
      await dialog.getByRole('button', { name: 'Use a recovery code' }).click();
      const field = dialog.getByLabel('Recovery code');
      await expect(field).toBeFocused();
      await expect(dialog.getByText('Enter one of your recovery codes. Each one works once.')).toBeVisible();
      await page.keyboard.type(recoveryCodes[0] ?? '');
      await page.keyboard.press('Enter');
      // The page reloads after a login; on a loaded machine that takes a while.
      await expect(accountMenuButton(page, username)).toBeVisible({ timeout: 30_000 });
    });
  });
}

test('the two-factor section and its dialogs are axe-clean in the dark theme', async ({ page }) => {
  test.setTimeout(180_000);
  await page.emulateMedia({ colorScheme: 'dark' });
  await blockOutsideRequests(page);
  const username = uniqueUsername('td');
  await signUp(page, username);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await turnOnTwoFactor(page);
  const section = page.getByRole('region', { name: 'Two-factor authentication' });
  await section.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn off two-factor sign-in' });
  await expect(dialog.getByLabel('Current password')).toBeFocused();
  await expectNoSeriousViolations(page, 'turn off dialog, dark');
  await dialog.getByLabel('Current password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter the code.');
});
