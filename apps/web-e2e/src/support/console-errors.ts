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

/**
 * The page's console errors and uncaught exceptions, but for the failed loads a flow provokes on purpose. Chromium
 * logs every non-2xx answer as "Failed to load resource: … status of N"; `allowed` lists those statuses. A 404 of
 * `GET /api/users/{name}` is let through too: the signup form's former name check, for a free name.
 */
export function consoleErrorsAllowing(page: Page, allowed: readonly number[] = []): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const url = message.location().url;
    const status = /status of (\d+)/.exec(message.text())?.[1];
    if (status && allowed.includes(Number(status))) return;
    if (status === '404' && /\/api\/users\/[^/?]+$/.test(url)) return;
    errors.push(`${message.text()} (${url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
