import { expect, test } from './support/test';
import path from 'node:path';
import { apiCall, uniqueName } from './support/api';
import { signUp, uniqueUsername } from './support/auth';
import { requestSnapshot } from './support/snapshots';
import { createCommunity, createTextPost, signUpAdmin } from './support/forum';

// Writes docs/screens/<screen>-<width>-<theme>.png; runs only with SCREENSHOTS=1.
// From this file's folder, so it writes to the repository's docs/ wherever Playwright was started.
const OUT = path.resolve(__dirname, '..', '..', '..', 'docs', 'screens');
const WIDTHS = [390, 1280];
const THEMES = ['light', 'dark'] as const;

test('screenshots of home, post page and composer', async ({ page }) => {
  test.skip(!process.env['SCREENSHOTS'], 'set SCREENSHOTS=1 to refresh docs/screens');
  test.setTimeout(120_000);
  const admin = await signUpAdmin(page, 's');
  const community = await createCommunity(page, 'Pictures and talk.', 'photos');
  let lastPost = { publicId: '', communityName: '' };
  for (const [title, body] of [
    ['Welcome to Quorum', 'A self-hosted forum. **Say hello** and read the [guidelines](/guidelines).'],
    ['What are you reading this week?', 'Share a book, an article or a paper.\n\n- fiction\n- non-fiction'],
    ['Weekly thread: show your projects', 'Post what you built, big or small.'],
  ] as const) {
    lastPost = await apiCall(page, 'POST', '/api/posts', { type: 'text', title, body, community: community.name });
  }
  await apiCall(page, 'POST', `/api/posts/${lastPost.publicId}/comments?userGroup=normal`, { parentCommentId: null, body: 'A tiny CLI that tidies my notes.' });
  // The answer is all the owner's lists.
  const lists = await apiCall<{ id: number; name: string }[]>(page, 'POST', `/api/users/${admin}/lists`, {
    name: 'reading',
    displayName: 'Reading',
    description: 'Threads to come back to.',
    public: true,
  });
  const list = lists.find((each) => each.name === 'reading') ?? lists[0];
  await apiCall(page, 'POST', `/api/lists/${list.id}/items`, {
    targetType: 'post',
    targetId: (await apiCall<{ id: string }>(page, 'GET', `/api/posts/${lastPost.publicId}`)).id,
  });
  const screens = [
    { name: 'home', url: '/?sort=latest' },
    { name: 'post', url: `/${lastPost.communityName}/post/${lastPost.publicId}` },
    { name: 'composer', url: `/new?community=${community.name}` },
    { name: 'notifications', url: '/notifications' },
    { name: 'lists', url: `/@${admin}/lists` },
    { name: 'list', url: `/@${admin}/lists/${list.name}` },
    { name: 'settings', url: '/settings' },
    { name: 'communities', url: '/communities' },
  ];
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
      for (const screen of screens) {
        await page.goto(screen.url);
        await expect(page.locator('main h1').first()).toBeVisible();
        await page.waitForTimeout(300);
        await page.screenshot({ path: path.join(OUT, `${screen.name}-${width}-${theme}.png`) });
      }
    }
  }
});

test('screenshots of the admin dashboard', async ({ page }) => {
  test.skip(!process.env['SCREENSHOTS'], 'set SCREENSHOTS=1 to refresh docs/screens');
  test.setTimeout(120_000);
  await signUpAdmin(page, 's');
  await page.reload();
  const community = await createCommunity(page, 'Everything else.', 'general');
  const post = await createTextPost(page, community, 'Hello, admins', 'x');
  await apiCall(page, 'POST', `/api/posts/${post.publicId}/comments`, { parentCommentId: null, body: 'A comment for the admin list.' });
  await page.evaluate(
    (body) =>
      fetch('/api/community_requests', { method: 'POST', headers: { 'X-Csrf-Token': localStorage.getItem('csrftoken') ?? '' }, body: JSON.stringify(body) }),
    { name: uniqueName('gardening'), note: 'Plants, soil and seasons.' },
  );
  await apiCall(page, 'POST', '/api/ipblocks', { address: '198.51.100.0/24', expiresIn: 24, note: 'spam wave' });
  for (let i = 0; i < 3; i++) {
    await requestSnapshot();
    await page.waitForTimeout(1200);
  }
  const screens = ['index', 'users', 'comments', 'communities', 'ipbans', 'bss', 'new-community-requests'];
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
      for (const screen of screens) {
        await page.goto(`/admin/${screen}`);
        await expect(page.locator('main h2').first()).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await page.waitForTimeout(300);
        await page.screenshot({ path: path.join(OUT, `admin-${screen}-${width}-${theme}.png`) });
      }
    }
  }
  await apiCall(page, 'DELETE', '/api/ipblocks');
});

test('screenshots of the moderator console', async ({ page, browser }) => {
  test.skip(!process.env['SCREENSHOTS'], 'set SCREENSHOTS=1 to refresh docs/screens');
  test.setTimeout(180_000);
  // An admin makes the community and its content; the screens are a moderator's (MOD TOOLS).
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signUpAdmin(adminPage, 's');
  const community = await apiCall<{ id: string; name: string }>(adminPage, 'POST', '/api/communities', {
    name: uniqueName('gardening'),
    about: 'Growing things together.',
  });
  const mod = uniqueUsername('m');
  await signUp(page, mod);
  await apiCall(adminPage, 'POST', `/api/communities/${community.id}/mods`, { username: mod });
  const post = await apiCall<{ id: string; publicId: string }>(adminPage, 'POST', '/api/posts', {
    type: 'text',
    title: 'Cheap seeds, click here',
    body: 'Totally legit.',
    community: community.name,
  });
  const comment = await apiCall<{ id: string }>(adminPage, 'POST', `/api/posts/${post.publicId}/comments?userGroup=normal`, {
    parentCommentId: null,
    body: 'This thread is nonsense.',
  });
  for (const [rule, description] of [
    ['Be kind', 'Disagree with ideas, not people.'],
    ['Stay on topic', 'Posts are about gardening.'],
    ['No spam or self-promotion', null],
  ] as const) {
    await apiCall(adminPage, 'POST', `/api/communities/${community.id}/rules`, { rule, description });
  }
  const reporterContext = await browser.newContext();
  const reporterPage = await reporterContext.newPage();
  await signUp(reporterPage, uniqueUsername('r'));
  await apiCall(reporterPage, 'POST', '/api/_report', { type: 'post', targetId: post.id, reason: 3 });
  await apiCall(reporterPage, 'POST', '/api/_report', { type: 'comment', targetId: comment.id, reason: 1 });
  await reporterContext.close();
  await adminContext.close();
  const screens = ['settings', 'reports', 'mods', 'rules'];
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
      for (const screen of screens) {
        await page.goto(`/${community.name}/modtools/${screen}`);
        await expect(page.locator('main h2').first()).toBeVisible();
        await expect(page.locator('.modtools-skeleton')).toHaveCount(0);
        await page.waitForTimeout(300);
        await page.screenshot({ path: path.join(OUT, `modtools-${screen}-${width}-${theme}.png`) });
      }
    }
  }
});
