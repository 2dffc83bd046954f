import type { Page } from '@playwright/test';

/** The page's console errors and uncaught exceptions from now on, for a test to expect none of. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
