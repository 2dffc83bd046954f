import { defineConfig, devices } from '@playwright/test';
import { DISABLE_FEATURES_FLAG } from './src/support/chromium-features';

const port = process.env['E2E_PORT'] ?? '8090';
const baseURL = process.env['E2E_BASE_URL'] ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './src',
  testMatch: '**/*.e2e-spec.ts',
  outputDir: '../../tmp/e2e-output',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '../../tmp/e2e-results.json' }]],
  use: {
    baseURL,
    // The 'Turn on notifications' offer follows a member's first vote, join or post (docs/web.md "PWA") and would cover
    // the page in every flow that does one: here it counts as dismissed just now. pwa.e2e-spec.ts starts empty.
    storageState: { cookies: [], origins: [{ origin: baseURL, localStorage: [{ name: 'pwa-push-dismissed-at', value: String(Date.now()) }] }] },
    // No trace by default: recording one (screencast frames and DOM snapshots of every action) made the suite
    // 1,157 s instead of 1,079 s, and a CI log cannot carry the zip anyway. `--trace retain-on-failure` brings it back.
    trace: 'off',
    // No service worker outside pwa.e2e-spec.ts, which allows it and tests it (installability, offline shell,
    // updates, push). Every test opens a fresh context, whose worker would precache the whole build again (about
    // 250 files): blocking it took 19 % of the CPU and 12 % of the time away from three specs measured in turns
    // (docs/testing.md, "Service workers"), and `page.route` then sees every request the page makes.
    serviceWorkers: 'block',
    colorScheme: 'light',
  },
  // Starts the already-built api (port 8090, fresh database, rate limits off) serving dist/apps/web.
  webServer: {
    command: 'node ../../tools/e2e/serve.mjs',
    url: `http://127.0.0.1:${port}/api/_initial`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // serve.mjs drops its database and Redis keys on SIGTERM; the default SIGKILL would leave them behind.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          headless: true,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            // Stops Chromium's own lookups (update and account servers): only 127.0.0.1 resolves.
            '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
            // Playwright's own list and the address bar's pop-ups, which every context would otherwise load.
            DISABLE_FEATURES_FLAG,
          ],
        },
      },
    },
  ],
});
