import { expect, test, type Browser, type Page } from './support/test';
import pg from 'pg';
import { apiCall, e2eDatabaseUrl, uniqueName } from './support/api';
import { signUp, uniqueUsername } from './support/auth';
import { type Created, signUpAdmin } from './support/forum';

/**
 * XSS corpus in Chromium (docs/security.md "XSS"): the usual payloads stored through
 * the api in every place the SPA shows user text, then rendered. Each payload that could run sets
 * `window.__xss` or opens a dialog; the page's Content-Security-Policy violations are collected from
 * the first byte by an init script. All three must stay empty, and the page logs no error.
 */

const TRAP = 'window.__xss=1';
const B64 = Buffer.from(`<script>${TRAP}</script>`).toString('base64');

const PAYLOADS = [
  `<script>${TRAP}</script>`,
  `<script src="data:text/javascript,${TRAP}"></script>`,
  `<img src=x onerror="${TRAP}">`,
  `<img src=x onerror=alert(1)>`,
  `<svg onload="${TRAP}"></svg>`,
  `<svg><script>${TRAP}</script></svg>`,
  `<svg><a xlink:href="javascript:${TRAP}"><text y="20">svg link</text></a></svg>`,
  `<iframe src="javascript:${TRAP}"></iframe>`,
  `<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>`,
  `<details open ontoggle="${TRAP}">x</details>`,
  `<input autofocus onfocus="${TRAP}">`,
  `<body onload="${TRAP}">`,
  `[md js](javascript:${TRAP})`,
  `[md JS](JaVaScRiPt:${TRAP})`,
  `[md tab](java\tscript:${TRAP})`,
  `[md entity](&#106;avascript:${TRAP})`,
  `[md data](data:text/html;base64,${B64})`,
  `![md image](javascript:${TRAP})`,
  `<javascript:${TRAP}>`,
  `[ref][r]\n\n[r]: javascript:${TRAP}`,
  `<a href="javascript:${TRAP}">raw js</a>`,
  `<a href="&#106;&#97;vascript:${TRAP}">raw entity</a>`,
  `<a href="data:text/html;base64,${B64}">raw data</a>`,
  `<div style="background:url(javascript:${TRAP})">css url</div>`,
  `<style>*{background:url("javascript:${TRAP}")}</style>`,
  `<div style="width:expression(${TRAP})">css expression</div>`,
  `<noscript><p title="</noscript><img src=x onerror=${TRAP}>">`,
  `<svg></p><style><a id="</style><img src=1 onerror=${TRAP}>">`,
  `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=${TRAP}&gt;">`,
  `<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=${TRAP} src>">`,
  `"><img src=x onerror=${TRAP}>`,
  `'><script>${TRAP}</script>`,
  `</textarea><script>${TRAP}</script>`,
  `\u202e<img src=x onerror=${TRAP}>\u202c`,
  `\uff1cscript\uff1e${TRAP}\uff1c/script\uff1e`,
  `<scr\u00adipt>${TRAP}</scr\u00adipt>`,
  `<img src="x\u200b" onerror\u200b="${TRAP}">`,
  `{{constructor.constructor('${TRAP}')()}}`,
  `\${${TRAP}}`,
  `<meta http-equiv="refresh" content="0;url=javascript:${TRAP}">`,
  `<base href="javascript:${TRAP}//">`,
  `<object data="data:text/html;base64,${B64}"></object>`,
  `<embed src="javascript:${TRAP}">`,
  `<link rel=stylesheet href="data:text/css,*{color:red}">`,
];

/** Records CSP violations from the first byte of every page, and lets a payload's trap be read. */
async function watch(page: Page) {
  const dialogs: string[] = [];
  const errors: string[] = [];
  await page.addInitScript(() => {
    const store = window as unknown as { __csp: string[] };
    store.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => store.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`), true);
  });
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return {
    dialogs,
    errors,
    /** Fails when anything ran or was blocked on the current page. */
    async check(where: string) {
      const state = await page.evaluate(() => {
        const w = window as unknown as { __xss?: unknown; __csp?: string[] };
        return { xss: w.__xss ?? null, csp: w.__csp ?? [] };
      });
      expect({ where, ...state, dialogs }).toEqual({ where, xss: null, csp: [], dialogs: [] });
    },
  };
}

/** Splits the payloads into texts of at most `max` characters. */
function chunks(max: number): string[] {
  const out: string[] = [''];
  for (const p of PAYLOADS) {
    if (out[out.length - 1].length + p.length + 2 > max) out.push('');
    out[out.length - 1] += `${p}\n\n`;
  }
  return out;
}

/** Another member, watched the same way, in a browser context of their own. */
async function member(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const watcher = await watch(page);
  const username = uniqueUsername('x');
  await signUp(page, username);
  return { page, watcher, username, close: () => context.close() };
}

test('stored XSS payloads render inert everywhere the SPA shows user text: no script, no dialog, no CSP violation', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const watcher = await watch(page);
  // A username within the allowed characters that still reads like markup to a careless template.
  const username = await signUpAdmin(page, 'on_error');

  // Community about (one community per 2000 characters) and rules (text and description).
  const communities: Created[] = [];
  for (const about of chunks(1900)) communities.push(await apiCall<Created>(page, 'POST', '/api/communities', { name: uniqueName('xss'), about }));
  const community = communities[0];
  for (const payload of PAYLOADS.slice(0, 20))
    await apiCall(page, 'POST', `/api/communities/${community.id}/rules`, { rule: payload.slice(0, 500), description: payload });

  // Posts (title and body) and comments.
  const posts: Created[] = [];
  for (const [i, payload] of PAYLOADS.entries()) {
    posts.push(
      await apiCall<Created>(page, 'POST', '/api/posts', { type: 'text', title: `${i} ${payload}`.slice(0, 250), body: payload, community: community.name }),
    );
  }
  for (const payload of PAYLOADS)
    await apiCall(page, 'POST', `/api/posts/${posts[0].publicId}/comments?userGroup=normal`, { parentCommentId: null, body: payload });

  // Lists: display names (cut at 50) and descriptions.
  const listNames: string[] = [];
  for (const [i, payload] of PAYLOADS.slice(0, 8).entries()) {
    const name = `xss_${i}_${Date.now() % 1e6}`;
    await apiCall(page, 'POST', `/api/users/${username}/lists`, { name, displayName: payload, description: payload, public: true });
    listNames.push(name);
  }

  // Notification titles: another member comments on the payload-titled posts.
  const other = await member(browser);
  for (const post of posts.slice(0, 12))
    await apiCall(other.page, 'POST', `/api/posts/${post.publicId}/comments?userGroup=normal`, { parentCommentId: null, body: 'hello' });

  // Report reasons come from the site's table: payload reasons for the length of this test.
  const db = new pg.Client({ connectionString: await e2eDatabaseUrl() });
  await db.connect();
  const reasonIds: number[] = [];
  try {
    for (const payload of PAYLOADS.slice(0, 6)) {
      const { rows } = await db.query<{ id: number }>(
        'INSERT INTO report_reasons (id, title, description) VALUES ((SELECT max(id) + 1 FROM report_reasons), $1, $2) RETURNING id',
        [payload.slice(0, 200), payload],
      );
      reasonIds.push(rows[0].id);
    }

    let rendered = 0;
    const visit = async (path: string, ready: () => Promise<void>) => {
      await page.goto(path);
      await ready();
      await watcher.check(path);
      rendered++;
    };
    const main = page.locator('main');

    for (const c of communities) {
      await visit(`/${c.name}?sort=latest`, async () => {
        const about = page.getByRole('region', { name: 'About community' });
        await expect(about).toBeVisible();
        // The whole about text, not only its start.
        const more = about.getByRole('button', { name: 'Show more' });
        if (await more.isVisible()) await more.click();
        if (c !== community) return;
        await expect(main.locator('article.post-card').first()).toBeVisible();
        await expect(page.locator('.community-sidebar__rules > li')).toHaveCount(20);
      });
    }
    for (const post of posts) await visit(`/${community.name}/post/${post.publicId}`, () => expect(page.locator('.post-view__body')).toBeVisible());
    await visit(`/@${username}`, () => expect(main).toBeVisible());
    await visit(`/@${username}/lists`, () => expect(main.getByText(PAYLOADS[2].slice(0, 20)).first()).toBeVisible());
    for (const name of listNames) await visit(`/@${username}/lists/${name}`, () => expect(main).toBeVisible());
    // Titles come as escaped HTML with <b> around names; the payload must read back literally, once.
    await visit('/notifications', () => expect(main.getByText(`3 ${PAYLOADS[3]}`, { exact: true }).first()).toBeVisible({ timeout: 15_000 }));
    await visit(`/new?community=${community.name}`, () => expect(page.locator('.new-post-sidebar__rules > li')).toHaveCount(20));
    await visit('/communities', () => expect(main).toBeVisible());

    // The report modal lists the reasons (another member's view: one's own posts have no Report).
    await other.page.goto(`/${community.name}?sort=latest`);
    await other.page.locator('article.post-card').first().getByRole('button', { name: 'Post options' }).click();
    await other.page.getByRole('menuitem', { name: 'Report' }).click();
    const dialog = other.page.getByRole('dialog', { name: 'Report post' });
    await expect(dialog.getByRole('radio')).toHaveCount(4 + reasonIds.length);
    await other.watcher.check('report modal');
    expect(other.watcher.errors).toEqual([]);
    rendered++;

    // The notifications panel from the bell.
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Notifications/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    await watcher.check('notifications panel');
    rendered++;

    // The payloads' text is shown as text (the first post's title, literally).
    await page.goto(`/${community.name}/post/${posts[2].publicId}`);
    await expect(page.getByRole('heading', { name: `2 ${PAYLOADS[2]}` })).toBeVisible();
    await watcher.check('post title as text');

    expect(watcher.errors).toEqual([]);

    // The detectors themselves work: an inline script that did reach the DOM is blocked and reported.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__xss = 1';
      document.body.append(script);
    });
    await expect.poll(() => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp.length)).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? null)).toBeNull();

    console.log(
      `XSS corpus: ${PAYLOADS.length} payloads in posts, comments, community about and rules, list names, report reasons and notification titles; ${rendered} screens rendered; CSP violations 0, dialogs 0, trap untouched`,
    );
  } finally {
    await other.close();
    if (reasonIds.length) await db.query('DELETE FROM report_reasons WHERE id = ANY($1)', [reasonIds]);
    await db.end();
  }
});
