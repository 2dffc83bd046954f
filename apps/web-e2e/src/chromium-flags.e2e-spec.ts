import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { PLAYWRIGHT_DISABLED_FEATURES } from './support/chromium-features';

/** The `--disable-features` values of each browser this process started (their parent is this process), by pid. */
function disabledFeaturesOfOwnBrowsers(): Map<string, string[]> {
  const lists = new Map<string, string[]>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const parent = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      if (parent !== process.pid) continue;
      const flags = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      const disabled = flags.filter((flag) => flag.startsWith('--disable-features='));
      if (disabled.length)
        lists.set(
          pid,
          disabled.flatMap((flag) => flag.slice('--disable-features='.length).split(',')),
        );
    } catch {
      // The process ended while it was read.
    }
  }
  return lists;
}

test('the launch flags keep every feature Playwright turns off', async ({ browser }) => {
  const running = disabledFeaturesOfOwnBrowsers();
  // A browser launched with no flag of ours: its list is Playwright's alone.
  const plain = await browser.browserType().launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const [playwrights = []] = [...disabledFeaturesOfOwnBrowsers()].filter(([pid]) => !running.has(pid)).map(([, list]) => list);
    expect(playwrights.length).toBeGreaterThan(0);
    expect(playwrights.filter((feature) => !(PLAYWRIGHT_DISABLED_FEATURES as readonly string[]).includes(feature))).toEqual([]);
  } finally {
    await plain.close();
  }
});

test("a new context loads no address-bar pop-up page (Chromium's WebUI omnibox)", async ({ browser, page }) => {
  await page.goto('/');
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = (await session.send('Target.getTargets')) as { targetInfos: { type: string; url: string }[] };
  expect(targetInfos.some((target) => target.url === page.url())).toBe(true);
  expect(targetInfos.filter((target) => target.url.includes('omnibox'))).toEqual([]);
});
