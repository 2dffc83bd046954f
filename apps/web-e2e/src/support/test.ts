import { test as base, type Browser, type Page, type Response } from '@playwright/test';

export { expect, request } from '@playwright/test';
export type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';

/**
 * A server-rendered page is shown, and its `load` may fire, before its scripts are even requested (they wait for
 * the first paint: docs/web.md "Server-rendered first screen"). A click in that moment would land on inert
 * HTML, so a navigation here resolves once the app has mounted (`data-app="ready"`, set by mountApp), as it did
 * when the scripts ran before `load`. A page whose root the server left empty mounts before `load` anyway.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('first-screen') || document.documentElement.dataset['app'] === 'ready');
}

const waiting = new WeakSet<Page>();

/**
 * Uncaught errors and unhandled rejections of every page the running test opened. A test fails on any: an error
 * the app does not handle is a defect even when the screen looks right. (Tests run one at a time per worker.)
 */
let pageErrors: string[] | null = null;

/** `goto` and `reload` of a page that wait for the app as well (see waitForApp). */
export function withAppReady(page: Page): Page {
  if (waiting.has(page)) return page;
  waiting.add(page);
  page.on('pageerror', (error) => pageErrors?.push(`${page.url()}: ${error.message}`));
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>): Promise<Response | null> => {
    const response = await goto(...args);
    await waitForApp(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>): Promise<Response | null> => {
    const response = await reload(...args);
    await waitForApp(page);
    return response;
  };
  return page;
}

/** Every page the browser opens, in any context, waits for the app after a navigation. */
function browserWithAppReady(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    context.on('page', withAppReady);
    return context;
  };
  browser.newPage = async (...args: Parameters<Browser['newPage']>) => withAppReady(await newPage(...args));
  return browser;
}

interface PageErrorOptions {
  /** Uncaught page errors a test provokes on purpose, by message; any other fails it. */
  expectedPageErrors: RegExp[];
  failOnPageErrors: void;
}

/**
 * Playwright's `test` whose pages, however they are opened, wait for the app after a navigation, and which
 * fails when any of them throws an uncaught error.
 */
export const test = base.extend<PageErrorOptions, object>({
  expectedPageErrors: [[], { option: true }],
  failOnPageErrors: [
    async ({ expectedPageErrors }, use) => {
      const seen: string[] = [];
      pageErrors = seen;
      await use();
      pageErrors = null;
      const unexpected = seen.filter((message) => !expectedPageErrors.some((expected) => expected.test(message)));
      if (unexpected.length) throw new Error(`uncaught errors in the page:\n${unexpected.join('\n')}`);
    },
    { auto: true },
  ],
  browser: [async ({ browser }, use) => use(browserWithAppReady(browser)), { scope: 'worker' }],
  context: async ({ context }, use) => {
    context.on('page', withAppReady);
    await use(context);
  },
  page: async ({ page }, use) => {
    await use(withAppReady(page));
  },
});

/** The browser has no internet: anything that is not the app itself fails at once and visibly. */
export async function blockOutsideRequests(page: Page): Promise<void> {
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort('blockedbyclient'),
  );
}
