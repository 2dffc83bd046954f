import type { ModlogEntry, ModlogPage } from '@app/contract';
import { addComment, insertPost, TestPost } from './comment-fixtures';
import { addMod, createCommunity, makeAdmin, Member, signUp } from './community-fixtures';
import { TestApi } from './harness';
import { inbox } from './notification-fixtures';
import { startWithAdmin } from './support/forum';

let api: TestApi;
let admin: Member;

beforeAll(async () => ({ api, admin } = await startWithAdmin({ rateLimitsEnabled: false })));
afterAll(() => api.close());

const PASSWORD = 'correct horse battery';

interface Place {
  community: { id: string; name: string };
  mod: Member;
  author: Member;
  post: TestPost;
}

/** A community whose only moderator is not an admin, and a post by a member. */
async function place(): Promise<Place> {
  const community = await createCommunity(admin);
  const mod = await signUp(api);
  const author = await signUp(api);
  await addMod(admin, community.id, mod.name);
  // The admin created the community and so moderates it: leave the moderating to `mod`.
  await api.db.query(`DELETE FROM community_mods WHERE community_id = $1 AND user_id = $2`, [community.id, admin.id]);
  await author.client.post('/api/_joinCommunity', { communityId: community.id, leave: false });
  // The setting up is not what the tests look at.
  await api.db.query(`DELETE FROM modlog_entries WHERE community_id = $1`, [community.id]);
  return { community, mod, author, post: await insertPost(api, author, community.id) };
}

async function entryCount(communityId: string | null = null): Promise<number> {
  const [{ n }] = await api.db.query(
    communityId
      ? `SELECT count(*)::int AS n FROM modlog_entries WHERE community_id = $1`
      : `SELECT count(*)::int AS n FROM modlog_entries WHERE community_id IS NULL`,
    communityId ? [communityId] : [],
  );
  return n;
}

async function communityLog(community: { name: string }, query = '', as: Member | null = null): Promise<ModlogPage> {
  const client = as ? as.client : api.client();
  const res = await client.get(`/api/communities/${community.name}/modlog?byName=true${query}`);
  expect(res.status).toBe(200);
  return res.body as ModlogPage;
}

/** Runs `act` and expects it to add exactly one entry of `action` to the community's log (or the site's). */
async function expectOneEntry(communityId: string | null, action: string, act: () => Promise<{ status: number; body: unknown }>): Promise<void> {
  const before = await entryCount(communityId);
  const res = await act();
  expect({ status: res.status, body: res.status === 200 ? 'ok' : res.body }).toEqual({ status: 200, body: 'ok' });
  expect(await entryCount(communityId)).toBe(before + 1);
  const [{ last }] = await api.db.query(`SELECT action AS last FROM modlog_entries WHERE community_id IS NOT DISTINCT FROM $1 ORDER BY id DESC LIMIT 1`, [
    communityId,
  ]);
  expect(last).toBe(action);
}

async function waitForInbox(member: Member, type: string): Promise<{ title: string; toURL: string; body?: string }> {
  for (let i = 0; i < 100; i++) {
    const page = await member.client.get('/api/notifications?render=true&format=html');
    const item = (page.body.items ?? []).find((n: { type: string }) => n.type === type);
    if (item) return item;
    await new Promise((done) => setTimeout(done, 30));
  }
  throw new Error(`no ${type} notification`);
}

describe('every moderator and admin action writes exactly one entry', () => {
  it('posts: remove, restore, lock, unlock, pin, unpin, announce', async () => {
    const { community, mod, post } = await place();
    const c = community.id;
    await expectOneEntry(c, 'lock_post', () => mod.client.send('put', `/api/posts/${post.publicId}?action=lock&lockAs=mods`));
    await expectOneEntry(c, 'unlock_post', () => mod.client.send('put', `/api/posts/${post.publicId}?action=unlock&lockAs=mods`));
    await expectOneEntry(c, 'pin_post', () => mod.client.send('put', `/api/posts/${post.publicId}?action=pin`));
    await expectOneEntry(c, 'unpin_post', () => mod.client.send('put', `/api/posts/${post.publicId}?action=unpin`));
    await expectOneEntry(c, 'announce_post', () => admin.client.send('put', `/api/posts/${post.publicId}?action=announce`));
    await expectOneEntry(c, 'remove_post', () => mod.client.send('delete', `/api/posts/${post.publicId}?deleteAs=mods&reason=Off%20topic`));
    await expectOneEntry(c, 'restore_post', () => mod.client.post(`/api/posts/${post.publicId}/restore`));
    const log = await communityLog(community);
    expect(log.entries.map((e) => e.action)).toEqual(['restore_post', 'remove_post', 'announce_post', 'unpin_post', 'pin_post', 'unlock_post', 'lock_post']);
    expect(log.entries.find((e) => e.action === 'announce_post')).toMatchObject({ actedAs: 'admin', actor: admin.name });
    expect(log.entries.find((e) => e.action === 'remove_post')).toMatchObject({
      actedAs: 'mod',
      actor: mod.name,
      reason: 'Off topic',
      communityName: community.name,
      target: { type: 'post', id: post.publicId, title: `Post ${post.publicId}`, url: `/${community.name}/post/${post.publicId}` },
    });
  });

  it('comments: remove, restore, lock, unlock', async () => {
    const { community, mod, author, post } = await place();
    const comment = await addComment(author, post, 'Words only the author wrote');
    const base = `/api/posts/${post.publicId}/comments/${comment.id}`;
    await expectOneEntry(community.id, 'lock_comment', () => mod.client.send('put', `${base}?action=lock&lockAs=mods`));
    await expectOneEntry(community.id, 'unlock_comment', () => mod.client.send('put', `${base}?action=unlock&lockAs=mods`));
    await expectOneEntry(community.id, 'remove_comment', () => mod.client.send('delete', `${base}?deleteAs=mods&reason=Rude`));
    await expectOneEntry(community.id, 'restore_comment', () => mod.client.post(`${base}/restore`));
    const [row] = await api.db.query(`SELECT deleted_at, body FROM comments WHERE id = $1`, [comment.id]);
    expect(row).toEqual({ deleted_at: null, body: 'Words only the author wrote' });
  });

  it('community: bans, moderators, rules, settings, reports', async () => {
    const { community, mod, author, post } = await place();
    const c = community.id;
    const other = await signUp(api);
    await expectOneEntry(c, 'ban_user', () => mod.client.post(`/api/communities/${c}/banned`, { username: other.name }));
    await expectOneEntry(c, 'unban_user', () => mod.client.send('delete', `/api/communities/${c}/banned`, { username: other.name }));
    await expectOneEntry(c, 'add_mod', () => mod.client.post(`/api/communities/${c}/mods`, { username: other.name }));
    await expectOneEntry(c, 'remove_mod', () => mod.client.send('delete', `/api/communities/${c}/mods/${other.name}`));
    await expectOneEntry(c, 'add_rule', () => mod.client.post(`/api/communities/${c}/rules`, { rule: 'No spam' }));
    const [{ id: ruleId }] = await api.db.query(`SELECT id FROM community_rules WHERE community_id = $1`, [c]);
    await expectOneEntry(c, 'edit_rule', () => mod.client.send('put', `/api/communities/${c}/rules/${ruleId}`, { rule: 'No spam at all' }));
    await expectOneEntry(c, 'remove_rule', () => mod.client.send('delete', `/api/communities/${c}/rules/${ruleId}`));
    await expectOneEntry(c, 'edit_community', () => mod.client.send('put', `/api/communities/${c}`, { about: 'New about', nsfw: false }));
    await expectOneEntry(c, 'edit_community', () => admin.client.post('/api/_admin', { action: 'add_default_forum', name: community.name }));
    // Already a default community: nothing changed, nothing logged.
    const before = await entryCount(c);
    expect((await admin.client.post('/api/_admin', { action: 'add_default_forum', name: community.name })).status).toBe(200);
    expect(await entryCount(c)).toBe(before);
    const report = await author.client.post('/api/_report', { type: 'post', targetId: post.id, reason: 1 });
    expect(report.status).toBe(200);
    await expectOneEntry(c, 'handle_report', () => mod.client.send('delete', `/api/communities/${c}/reports/${report.body.id}`));
    const log = await communityLog(community);
    expect(log.entries.find((e) => e.action === 'ban_user')?.target).toEqual({ type: 'user', id: other.id, title: other.name, url: `/@${other.name}` });
    expect(log.entries.find((e) => e.action === 'edit_rule')?.target?.title).toBe('No spam at all');
    expect(log.entries.filter((e) => e.action === 'edit_community').map((e) => [e.actedAs, e.reason])).toEqual([
      ['admin', 'Made a default community'],
      ['mod', 'Changed: about'],
    ]);
  });

  it('site: bans, IP blocks, badges (the site log of admin actions)', async () => {
    const target = await signUp(api);
    await expectOneEntry(null, 'site_ban_user', () => admin.client.post('/api/_admin', { action: 'ban_user', username: target.name }));
    await expectOneEntry(null, 'site_unban_user', () => admin.client.post('/api/_admin', { action: 'unban_user', username: target.name }));
    await expectOneEntry(null, 'add_ip_block', () => admin.client.post('/api/ipblocks', { address: '10.77.0.0/16', note: 'private note' }));
    const [{ id: blockId }] = await api.db.query(`SELECT id FROM ip_blocks WHERE note = 'private note'`);
    await expectOneEntry(null, 'cancel_ip_block', () => admin.client.send('delete', `/api/ipblocks/${blockId}`));
    await expectOneEntry(null, 'give_badge', () => admin.client.post(`/api/users/${target.name}/badges`, { type: 'supporter' }));
    await expectOneEntry(null, 'take_badge', () => admin.client.send('delete', `/api/users/${target.name}/badges/supporter?byType=true`));
    const site = (await api.client().get('/api/modlog')).body as ModlogPage;
    const actions = site.entries.map((e) => e.action);
    expect(actions.slice(0, 6)).toEqual(['take_badge', 'give_badge', 'cancel_ip_block', 'add_ip_block', 'site_unban_user', 'site_ban_user']);
    // The public log names the block, never its address or the admin's note.
    expect(JSON.stringify(site)).not.toMatch(/10\.77|private note/);
    expect(site.entries[0]).toMatchObject({ actor: admin.name, actedAs: 'admin', communityName: null, reason: 'Badge: supporter' });
  });

  it('a refused or failed action writes none', async () => {
    const { community, mod, author, post } = await place();
    const before = await entryCount(community.id);
    // Not a moderator; an unknown rule; a reason too long; restoring what was not removed; a duplicate ban.
    expect((await author.client.send('put', `/api/posts/${post.publicId}?action=lock&lockAs=mods`)).status).toBe(403);
    expect((await mod.client.send('delete', `/api/posts/${post.publicId}?deleteAs=mods&ruleId=987654`)).status).toBe(404);
    expect((await mod.client.send('delete', `/api/posts/${post.publicId}?deleteAs=mods&reason=${'x'.repeat(501)}`)).status).toBe(400);
    expect((await mod.client.post(`/api/posts/${post.publicId}/restore`)).body.code).toBe('not-removed');
    const other = await signUp(api);
    expect((await mod.client.post(`/api/communities/${community.id}/banned`, { username: other.name })).status).toBe(200);
    expect((await mod.client.post(`/api/communities/${community.id}/banned`, { username: other.name })).status).toBe(409);
    expect(await entryCount(community.id)).toBe(before + 1);
    const [{ deleted }] = await api.db.query(`SELECT deleted_at IS NOT NULL AS deleted FROM posts WHERE id = $1`, [post.id]);
    expect(deleted).toBe(false);
  });

  it('an entry that cannot be written rolls the action back', async () => {
    const { mod, post } = await place();
    // A log that refuses removal entries: the removal must not happen without its entry.
    await api.db.query(`ALTER TABLE modlog_entries ADD CONSTRAINT modlog_refuse_test CHECK (action <> 'remove_post') NOT VALID`);
    try {
      const res = await mod.client.send('delete', `/api/posts/${post.publicId}?deleteAs=mods`);
      expect(res.status).toBe(500);
    } finally {
      await api.db.query(`ALTER TABLE modlog_entries DROP CONSTRAINT modlog_refuse_test`);
    }
    const [{ deleted }] = await api.db.query(`SELECT deleted_at IS NOT NULL AS deleted FROM posts WHERE id = $1`, [post.id]);
    expect(deleted).toBe(false);
    const [{ n }] = await api.db.query(`SELECT count(*)::int AS n FROM modlog_entries WHERE target_id = $1`, [post.publicId]);
    expect(n).toBe(0);
  });
});

describe('the public log', () => {
  it('never shows removed content, only titles', async () => {
    const { community, mod, author } = await place();
    const created = await author.client.post('/api/posts', { type: 'text', title: 'Visible title', body: 'SECRET BODY TEXT', community: community.name });
    expect(created.status).toBe(200);
    const comment = await addComment(author, { id: created.body.id, publicId: created.body.publicId, communityId: community.id }, 'SECRET COMMENT TEXT');
    await mod.client.send('delete', `/api/posts/${created.body.publicId}/comments/${comment.id}?deleteAs=mods`);
    await mod.client.send('delete', `/api/posts/${created.body.publicId}?deleteAs=mods`);
    const text = JSON.stringify(await communityLog(community));
    expect(text).toContain('Visible title');
    expect(text).not.toContain('SECRET');
  });

  it('honours the community’s anonymity: "a moderator" to the public, names to admins and its moderators', async () => {
    const { community, mod, post } = await place();
    await mod.client.send('put', `/api/posts/${post.publicId}?action=lock&lockAs=mods`);
    expect((await communityLog(community)).entries[0].actor).toBe(mod.name);
    const res = await mod.client.send('put', `/api/communities/${community.id}`, { about: 'About it', modlogAnonymous: true });
    expect(res.status).toBe(200);
    const publicLog = await communityLog(community);
    expect(publicLog).toMatchObject({ anonymous: true });
    expect(publicLog.entries.map((e: ModlogEntry) => e.actor)).toEqual([null, null]);
    expect(JSON.stringify(publicLog)).not.toContain(mod.name);
    // Filtering by a moderator would tell who did what: ignored for the public.
    expect((await communityLog(community, `&moderator=${mod.name}&action=lock_post`)).entries).toHaveLength(1);
    expect((await communityLog(community, '', admin)).entries[0].actor).toBe(mod.name);
    expect((await communityLog(community, '', mod)).entries[0].actor).toBe(mod.name);
    // An admin acting as admin is always named.
    await admin.client.send('put', `/api/posts/${post.publicId}?action=unlock&lockAs=mods`);
    expect((await communityLog(community)).entries[0]).toMatchObject({ actor: admin.name, actedAs: 'admin' });
  });

  it('filters by action and moderator and pages by keyset', async () => {
    const { community, mod, post } = await place();
    const second = await makeAdmin(api, await signUp(api));
    for (let i = 0; i < 3; i++) {
      await mod.client.send('put', `/api/posts/${post.publicId}?action=lock&lockAs=mods`);
      await mod.client.send('put', `/api/posts/${post.publicId}?action=unlock&lockAs=mods`);
    }
    await second.client.send('put', `/api/posts/${post.publicId}?action=lock&lockAs=admins`);
    expect((await communityLog(community, '&action=lock_post')).entries).toHaveLength(4);
    expect((await communityLog(community, `&moderator=${second.name}`)).entries.map((e) => e.action)).toEqual(['lock_post']);
    const first = await communityLog(community, '&limit=4');
    expect(first.entries).toHaveLength(4);
    expect(first.next).toEqual(expect.any(String));
    const rest = await communityLog(community, `&limit=4&next=${first.next}`);
    expect(rest.entries).toHaveLength(3);
    expect(rest.next).toBeNull();
    expect(new Set([...first.entries, ...rest.entries].map((e) => e.id)).size).toBe(7);
    const bad = await api.client().get(`/api/communities/${community.name}/modlog?byName=true&action=nope`);
    expect(bad.body).toEqual({ status: 400, code: 'invalid-modlog-query', message: 'Invalid moderation log query.' });
    expect((await api.client().get(`/api/modlog?next=zzz`)).status).toBe(400);
  });
});

describe('removal reasons and restore', () => {
  it('a reason from the rules reaches the author, with the rules’ link, and shows on the post', async () => {
    const { community, mod, author, post } = await place();
    const rules = await mod.client.post(`/api/communities/${community.id}/rules`, { rule: 'Stay on topic' });
    const ruleId = rules.body[0].id;
    const res = await mod.client.send('delete', `/api/posts/${post.publicId}?deleteAs=mods&ruleId=${ruleId}&reason=see%20sidebar`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ deleted: true, deletedAs: 'mods', removalReason: 'Stay on topic: see sidebar' });
    const notice = await waitForInbox(author, 'deleted_post');
    expect(notice.toURL).toBe(`/${community.name}/post/${post.publicId}`);
    expect(notice.body).toBe(`Reason: Stay on topic: see sidebar. Read the rules of ${community.name}: /${community.name}`);
    const page = await author.client.get(`/api/posts/${post.publicId}`);
    expect(page.body.removalReason).toBe('Stay on topic: see sidebar');
    // A rule of another community is not a reason here.
    const elsewhere = await createCommunity(admin);
    const [foreign] = (await admin.client.post(`/api/communities/${elsewhere.id}/rules`, { rule: 'Theirs' })).body;
    const other = await insertPost(api, author, community.id);
    expect((await mod.client.send('delete', `/api/posts/${other.publicId}?deleteAs=mods&ruleId=${foreign.id}`)).body.code).toBe('rules-not-found');
  });

  it('a removed comment’s author is told why; restoring tells them again and is logged', async () => {
    const { community, mod, author, post } = await place();
    const comment = await addComment(author, post, 'hello');
    const deleted = await mod.client.send('delete', `/api/posts/${post.publicId}/comments/${comment.id}?deleteAs=mods&reason=Rude`);
    expect(deleted.body).toMatchObject({ deleted: true, deletedAs: 'mods', removalReason: 'Rude' });
    // The page shows everyone why (the reason is as public as the log).
    const page = await api.client().get(`/api/posts/${post.publicId}/comments`);
    expect(page.body.comments.find((c: { id: string }) => c.id === comment.id)).toMatchObject({ removalReason: 'Rude', contentStripped: true });
    const removed = await waitForInbox(author, 'content_moderated');
    expect(removed.title).toContain('Your comment on');
    expect(removed.body).toContain('Reason: Rude.');
    expect(removed.toURL).toBe(`/${community.name}/post/${post.publicId}/${comment.id}`);
    await mod.client.send('delete', `/api/posts/${post.publicId}?deleteAs=mods`);
    const restored = await mod.client.post(`/api/posts/${post.publicId}/restore`);
    expect(restored.body).toMatchObject({ deleted: false, deletedAt: null });
    expect(restored.body.removalReason).toBeUndefined();
    const items = (await inbox(author)).items ?? [];
    expect(items.some((n) => n.type === 'content_moderated' && n.title.endsWith('has been restored'))).toBe(true);
    // Restoring is for moderators and admins only, and an admins' removal only for admins.
    await admin.client.send('delete', `/api/posts/${post.publicId}?deleteAs=admins`);
    expect((await author.client.post(`/api/posts/${post.publicId}/restore`)).body.code).toBe('not-mod-not-admin');
    expect((await mod.client.post(`/api/posts/${post.publicId}/restore`)).body.code).toBe('not_admin');
    expect((await admin.client.post(`/api/posts/${post.publicId}/restore`)).status).toBe(200);
    // An author's own deletion is not a removal.
    await author.client.send('delete', `/api/posts/${post.publicId}?deleteAs=normal`);
    expect((await mod.client.post(`/api/posts/${post.publicId}/restore`)).body.code).toBe('not-removed');
  });
});

describe('retention', () => {
  it('erasing an account keeps its entries under the ghost name', async () => {
    const { community, mod, author, post } = await place();
    await mod.client.send('put', `/api/posts/${post.publicId}?action=lock&lockAs=mods`);
    await mod.client.post(`/api/communities/${community.id}/banned`, { username: author.name });
    const before = await entryCount(community.id);
    for (const who of [mod, author]) {
      const res = await who.client.send('delete', `/api/users/${who.name}`, { password: PASSWORD });
      expect(res.status).toBe(200);
    }
    expect(await entryCount(community.id)).toBe(before);
    const log = await communityLog(community);
    const ban = log.entries.find((e) => e.action === 'ban_user');
    expect(ban).toMatchObject({ actor: 'ghost', target: { type: 'user', title: 'ghost', url: null } });
    expect(log.entries.find((e) => e.action === 'lock_post')?.actor).toBe('ghost');
    expect(JSON.stringify(log)).not.toContain(mod.name);
  });
});
