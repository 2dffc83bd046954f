import { addComment, insertPost, TestPost } from '../comment-fixtures';
import { png, upload } from '../images-fixtures';
import { addMod, createCommunity, makeAdmin, Member, signUp, uniqueName } from '../community-fixtures';
import { TestApi, TestClient } from '../harness';

/**
 * The eight callers every route is probed with (docs/security.md, "How authorization is proven"), plus the owner
 * of the object a probe touches (the "own" cell).
 */
export const CALLERS = ['visitor', 'member', 'banned', 'muted', 'mod', 'otherMod', 'admin', 'deleted', 'owner'] as const;
export type Caller = (typeof CALLERS)[number];

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Probe {
  path: string;
  body?: unknown;
  /** Sent as a multipart upload (field `image`) instead of a JSON body. */
  file?: boolean;
}

/**
 * The world every probe runs in. `community` is the one the moderator moderates and the banned member is
 * banned from; `otherCommunity` is moderated by `otherMod` only. The owner (author) has muted `muted`.
 */
export interface World {
  api: TestApi;
  people: Record<Exclude<Caller, 'visitor'>, Member>;
  community: { id: string; name: string };
  otherCommunity: { id: string; name: string };
  /** A fresh text post by the owner in `community` (each cell gets its own, so a deletion does not leak into the next cell). */
  post(options?: { locked?: boolean }): Promise<TestPost>;
  /** A fresh comment by the owner on a fresh post of the owner. */
  comment(): Promise<{ post: TestPost; id: string }>;
  /** A fresh public list of the owner. */
  list(): Promise<{ id: number; name: string }>;
  /** A fresh community rule. */
  rule(): Promise<number>;
  /** A fresh notification of the owner. */
  notification(): Promise<number>;
  /** A fresh report on a fresh post of the owner, filed by `member`. */
  report(): Promise<number>;
  /** A fresh site IP block. */
  ipBlock(): Promise<string>;
  /** The sessions-list handle of a fresh second session of the owner's. */
  otherSessionOfOwner(): Promise<string>;
  /** A fresh temporary upload of the owner's. */
  image(): Promise<string>;
}

const PASSWORD = 'correct horse battery';
/** Distinct addresses for the IP blocks the probes create (a repeated one is `400 block-duplicate`). */
let nextAddress = 1;
/** Distinct push endpoints: one another account holds is `409 push-endpoint-taken`. */
let nextEndpoint = 1;

/** Builds the world: each caller a real account with a real session in a real role. */
export async function buildWorld(api: TestApi): Promise<World> {
  const mod = await makeAdmin(api, await signUp(api));
  const community = await createCommunity(mod);
  const otherMod = await makeAdmin(api, await signUp(api));
  const otherCommunity = await createCommunity(otherMod);
  await api.db.query('UPDATE users SET is_admin = false WHERE id = ANY($1)', [[mod.id, otherMod.id]]);
  const admin = await makeAdmin(api, await signUp(api));
  const [owner, member, banned, muted, deleted] = [await signUp(api), await signUp(api), await signUp(api), await signUp(api), await signUp(api)];
  await api.db.query(`INSERT INTO community_bans (community_id, user_id, banned_by) VALUES ($1, $2, $3)`, [community.id, banned.id, mod.id]);
  const mute = await owner.client.post('/api/mutes', { userId: muted.id });
  if (mute.status !== 200) throw new Error(`mute failed: ${mute.status} ${JSON.stringify(mute.body)}`);
  const gone = await deleted.client.send('delete', `/api/users/${deleted.name}`, { password: PASSWORD });
  if (gone.status !== 200) throw new Error(`delete failed: ${gone.status} ${JSON.stringify(gone.body)}`);
  const people = { member, banned, muted, mod, otherMod, admin, deleted, owner };

  const world: World = {
    api,
    people,
    community,
    otherCommunity,
    post: (options) => insertPost(api, owner, community.id, options),
    async comment() {
      const post = await world.post();
      const comment = await addComment(owner, post, 'A comment');
      return { post, id: comment.id };
    },
    async list() {
      const name = uniqueName('l');
      const res = await owner.client.post(`/api/users/${owner.name}/lists`, { name, public: true });
      if (res.status !== 200) throw new Error(`list failed: ${res.status}`);
      const made = (res.body as { id: number; name: string }[]).find((l) => l.name === name);
      if (!made) throw new Error(`list ${name} missing from the answer`);
      return made;
    },
    async rule() {
      const res = await mod.client.post(`/api/communities/${community.id}/rules`, { rule: uniqueName('r'), description: 'd' });
      if (res.status !== 200) throw new Error(`rule failed: ${res.status} ${JSON.stringify(res.body)}`);
      const rows = (await api.db.query('SELECT id FROM community_rules WHERE community_id = $1 ORDER BY id DESC LIMIT 1', [community.id])) as { id: number }[];
      return Number(rows[0].id);
    },
    async notification() {
      const post = await world.post();
      await addComment(member, post, 'A reply');
      const rows = (await api.db.query('SELECT id FROM notifications WHERE user_id = $1 ORDER BY id DESC LIMIT 1', [owner.id])) as { id: number }[];
      return Number(rows[0].id);
    },
    async report() {
      const post = await world.post();
      const res = await member.client.post('/api/_report', { type: 'post', targetId: post.id, reason: 1 });
      if (res.status !== 200) throw new Error(`report failed: ${res.status} ${JSON.stringify(res.body)}`);
      const rows = (await api.db.query('SELECT id FROM reports WHERE target_id = $1', [post.id])) as { id: number | string }[];
      return Number(rows[0].id);
    },
    async image() {
      const res = await upload(owner.client, '/api/_uploads', await png(32, 24));
      if (res.status !== 200) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
      return String(res.body.id);
    },
    async otherSessionOfOwner() {
      const other = api.client();
      const res = await other.login(owner.name, PASSWORD);
      if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
      const items = (await owner.client.get('/api/_sessions')).body.items as { id: string; current: boolean }[];
      const second = items.find((s) => !s.current);
      if (!second) throw new Error('no second session of the owner');
      return second.id;
    },
    async ipBlock() {
      const n = nextAddress++;
      const address = `203.0.${113 + (n >> 8)}.${n & 255}`;
      const res = await admin.client.post('/api/ipblocks', { address, note: 'matrix' });
      if (res.status !== 200) throw new Error(`ipblock failed: ${res.status} ${JSON.stringify(res.body)}`);
      return String(res.body.id);
    },
  };
  return world;
}

/** The client a caller speaks through: the visitor has none of its own, the deleted account keeps its old cookies. */
export function clientOf(world: World, caller: Caller): TestClient {
  return caller === 'visitor' ? world.api.client() : world.people[caller].client;
}

/** One concrete request per route in the api's table: `METHOD /api/path` as route-inventory lists it. */
export const PROBES: Record<string, (w: World, as: Caller) => Promise<Probe>> = {
  'GET /api/_initial': async () => ({ path: '/api/_initial' }),
  // Operations (docs/operations.md): probes and the API description need no session; metrics need METRICS_TOKEN.
  'GET /healthz': async () => ({ path: '/healthz' }),
  'GET /readyz': async () => ({ path: '/readyz' }),
  'GET /metrics': async () => ({ path: '/metrics' }),
  'GET /api/docs': async () => ({ path: '/api/docs' }),
  'GET /api/docs.json': async () => ({ path: '/api/docs.json' }),
  'GET /api/_user': async () => ({ path: '/api/_user' }),
  'GET /api/_sessions': async () => ({ path: '/api/_sessions' }),
  'POST /api/_sessions/end-others': async () => ({ path: '/api/_sessions/end-others' }),
  'DELETE /api/_sessions/:sessionId': async (w) => ({ path: `/api/_sessions/${await w.otherSessionOfOwner()}` }),
  'POST /api/_password_reset': async (w) => ({ path: '/api/_password_reset', body: { login: w.people.owner.name } }),
  'POST /api/_password_reset/confirm': async () => ({ path: '/api/_password_reset/confirm', body: { token: 'x'.repeat(43), password: 'a new passphrase' } }),
  'POST /api/_email_change': async () => ({ path: '/api/_email_change', body: { email: 'new@mail.example', password: PASSWORD } }),
  'POST /api/_email_change/confirm': async () => ({ path: '/api/_email_change/confirm', body: { token: 'x'.repeat(43) } }),
  'POST /api/_login': async (w) => ({ path: '/api/_login', body: { username: w.people.owner.name, password: 'wrong password' } }),
  'GET /api/_username_check': async () => ({ path: '/api/_username_check?username=someone' }),
  'POST /api/_signup': async () => ({ path: '/api/_signup', body: { username: uniqueName('s'), password: PASSWORD, email: '' } }),
  'POST /api/_settings': async () => ({ path: '/api/_settings?action=updateProfile', body: { aboutMe: 'matrix' } }),
  'GET /api/_two_factor': async () => ({ path: '/api/_two_factor' }),
  'POST /api/_two_factor/setup': async () => ({ path: '/api/_two_factor/setup', body: { password: 'wrong password' } }),
  'POST /api/_two_factor/enable': async () => ({ path: '/api/_two_factor/enable', body: { code: '000000' } }),
  'POST /api/_two_factor/disable': async () => ({ path: '/api/_two_factor/disable', body: { password: 'wrong password', code: '000000' } }),
  'POST /api/_admin': async (w) => ({ path: '/api/_admin', body: { action: 'unban_user', username: w.people.member.name } }),
  'POST /api/community_requests': async () => ({ path: '/api/community_requests', body: { name: uniqueName('q'), note: 'please' } }),
  'GET /api/community_requests': async () => ({ path: '/api/community_requests' }),
  'DELETE /api/community_requests/:requestId': async () => ({ path: '/api/community_requests/999999' }),
  'POST /api/analytics': async () => ({ path: '/api/analytics', body: { event: 'pwa_use' } }),
  'GET /api/analytics/bss': async () => ({ path: '/api/analytics/bss' }),
  'GET /api/posts/:postId/comments': async (w) => ({ path: `/api/posts/${(await w.post()).publicId}/comments` }),
  'POST /api/posts/:postId/comments': async (w) => ({
    path: `/api/posts/${(await w.post()).publicId}/comments`,
    body: { parentCommentId: null, body: 'matrix comment' },
  }),
  'PUT /api/posts/:postId/comments/:commentId': async (w) => {
    const c = await w.comment();
    return { path: `/api/posts/${c.post.publicId}/comments/${c.id}`, body: { body: 'edited' } };
  },
  'DELETE /api/posts/:postId/comments/:commentId': async (w, as) => {
    const c = await w.comment();
    const deleteAs = as === 'mod' ? '?deleteAs=mods' : as === 'admin' ? '?deleteAs=admins' : '';
    return { path: `/api/posts/${c.post.publicId}/comments/${c.id}${deleteAs}` };
  },
  'GET /api/comments/:commentId/versions': async (w) => ({ path: `/api/comments/${(await w.comment()).id}/versions` }),
  'POST /api/posts/:postId/comments/:commentId/restore': async (w) => {
    const c = await w.comment();
    const removed = await w.people.mod.client.send('delete', `/api/posts/${c.post.publicId}/comments/${c.id}?deleteAs=mods`, {});
    if (removed.status !== 200) throw new Error(`removal failed: ${removed.status} ${JSON.stringify(removed.body)}`);
    return { path: `/api/posts/${c.post.publicId}/comments/${c.id}/restore` };
  },
  'POST /api/_commentVote': async (w) => ({ path: '/api/_commentVote', body: { commentId: (await w.comment()).id, up: true } }),
  'GET /api/comments': async () => ({ path: '/api/comments' }),
  'GET /api/comments/:commentId': async (w) => ({ path: `/api/comments/${(await w.comment()).id}` }),
  'GET /api/communities': async () => ({ path: '/api/communities' }),
  'POST /api/communities': async () => ({ path: '/api/communities', body: { name: uniqueName('n'), about: 'x' } }),
  'GET /api/communities/:communityId': async (w) => ({ path: `/api/communities/${w.community.id}` }),
  'PUT /api/communities/:communityId': async (w) => ({ path: `/api/communities/${w.community.id}`, body: { about: 'changed' } }),
  'POST /api/_joinCommunity': async (w) => ({ path: '/api/_joinCommunity', body: { communityId: w.community.id } }),
  'GET /api/communities/:communityId/rules': async (w) => ({ path: `/api/communities/${w.community.id}/rules` }),
  'POST /api/communities/:communityId/rules': async (w) => ({
    path: `/api/communities/${w.community.id}/rules`,
    body: { rule: uniqueName('r'), description: null },
  }),
  'GET /api/communities/:communityId/rules/:ruleId': async (w) => ({ path: `/api/communities/${w.community.id}/rules/${await w.rule()}` }),
  'PUT /api/communities/:communityId/rules/:ruleId': async (w) => ({
    path: `/api/communities/${w.community.id}/rules/${await w.rule()}`,
    body: { rule: uniqueName('r') },
  }),
  'DELETE /api/communities/:communityId/rules/:ruleId': async (w) => ({ path: `/api/communities/${w.community.id}/rules/${await w.rule()}` }),
  'GET /api/communities/:communityId/mods': async (w) => ({ path: `/api/communities/${w.community.id}/mods` }),
  'POST /api/communities/:communityId/mods': async (w) => ({ path: `/api/communities/${w.community.id}/mods`, body: { username: (await signUp(w.api)).name } }),
  'DELETE /api/communities/:communityId/mods/:username': async (w) => {
    const extra = await signUp(w.api);
    await addMod(w.people.mod, w.community.id, extra.name);
    return { path: `/api/communities/${w.community.id}/mods/${extra.name}` };
  },
  'GET /api/communities/:communityId/banned': async (w) => ({ path: `/api/communities/${w.community.id}/banned` }),
  'POST /api/communities/:communityId/banned': async (w) => ({
    path: `/api/communities/${w.community.id}/banned`,
    body: { username: (await signUp(w.api)).name },
  }),
  'DELETE /api/communities/:communityId/banned': async (w) => ({ path: `/api/communities/${w.community.id}/banned`, body: { username: w.people.member.name } }),
  'POST /api/_uploads': async () => ({ path: '/api/_uploads', file: true }),
  'PUT /api/images/:imageId': async (w) => ({ path: `/api/images/${await w.image()}`, body: { caption: 'x' } }),
  'POST /api/users/:username/pro_pic': async (w) => ({ path: `/api/users/${w.people.owner.name}/pro_pic`, file: true }),
  'DELETE /api/users/:username/pro_pic': async (w) => ({ path: `/api/users/${w.people.owner.name}/pro_pic` }),
  'POST /api/communities/:communityId/pro_pic': async (w) => ({ path: `/api/communities/${w.community.id}/pro_pic`, file: true }),
  'DELETE /api/communities/:communityId/pro_pic': async (w) => ({ path: `/api/communities/${w.community.id}/pro_pic` }),
  'POST /api/communities/:communityId/banner_image': async (w) => ({ path: `/api/communities/${w.community.id}/banner_image`, file: true }),
  'DELETE /api/communities/:communityId/banner_image': async (w) => ({ path: `/api/communities/${w.community.id}/banner_image` }),
  'GET /api/_link_info': async () => ({ path: '/api/_link_info?url=not-a-url' }),
  'GET /api/users/:username/lists': async (w) => ({ path: `/api/users/${w.people.owner.name}/lists` }),
  'POST /api/users/:username/lists': async (w) => ({ path: `/api/users/${w.people.owner.name}/lists`, body: { name: uniqueName('l') } }),
  'GET /api/users/:username/lists/:listName': async (w) => ({ path: `/api/users/${w.people.owner.name}/lists/${(await w.list()).name}` }),
  'PUT /api/users/:username/lists/:listName': async (w) => ({
    path: `/api/users/${w.people.owner.name}/lists/${(await w.list()).name}`,
    body: { displayName: 'Shown' },
  }),
  'DELETE /api/users/:username/lists/:listName': async (w) => ({ path: `/api/users/${w.people.owner.name}/lists/${(await w.list()).name}` }),
  'GET /api/users/:username/lists/:listName/items': async (w) => ({ path: `/api/users/${w.people.owner.name}/lists/${(await w.list()).name}/items` }),
  'POST /api/users/:username/lists/:listName/items': async (w) => ({
    path: `/api/users/${w.people.owner.name}/lists/${(await w.list()).name}/items`,
    body: { targetType: 'post', targetId: (await w.post()).id },
  }),
  'DELETE /api/users/:username/lists/:listName/items': async (w) => ({ path: `/api/users/${w.people.owner.name}/lists/${(await w.list()).name}/items` }),
  'GET /api/lists/_saved_to': async (w) => ({ path: `/api/lists/_saved_to?id=${(await w.post()).id}&type=post` }),
  'GET /api/lists/:listId': async (w) => ({ path: `/api/lists/${(await w.list()).id}` }),
  'PUT /api/lists/:listId': async (w) => ({ path: `/api/lists/${(await w.list()).id}`, body: { displayName: 'Shown' } }),
  'DELETE /api/lists/:listId': async (w) => ({ path: `/api/lists/${(await w.list()).id}` }),
  'GET /api/lists/:listId/items': async (w) => ({ path: `/api/lists/${(await w.list()).id}/items` }),
  'POST /api/lists/:listId/items': async (w) => ({
    path: `/api/lists/${(await w.list()).id}/items`,
    body: { targetType: 'post', targetId: (await w.post()).id },
  }),
  'DELETE /api/lists/:listId/items': async (w) => ({
    path: `/api/lists/${(await w.list()).id}/items`,
    body: { targetType: 'post', targetId: (await w.post()).id },
  }),
  'DELETE /api/lists/:listId/items/:itemId': async (w) => {
    const list = await w.list();
    const page = await w.people.owner.client.post(`/api/lists/${list.id}/items`, { targetType: 'post', targetId: (await w.post()).id });
    return { path: `/api/lists/${list.id}/items/${(page.body as { items: { id: number }[] }).items[0].id}` };
  },
  'GET /api/mutes': async () => ({ path: '/api/mutes' }),
  'POST /api/mutes': async (w) => ({ path: '/api/mutes', body: { communityId: w.otherCommunity.id } }),
  'DELETE /api/mutes': async () => ({ path: '/api/mutes?type=community' }),
  'DELETE /api/mutes/users/:userId': async (w, as) => {
    // The caller's own fresh mute (the owner's mute of `muted` stays for the routes after this one).
    const target = await signUp(w.api);
    if (as !== 'visitor' && as !== 'deleted') await w.people[as].client.post('/api/mutes', { userId: target.id });
    return { path: `/api/mutes/users/${target.id}` };
  },
  'DELETE /api/mutes/communities/:communityId': async (w) => ({ path: `/api/mutes/communities/${w.otherCommunity.id}` }),
  'DELETE /api/mutes/:muteId': async (w) => {
    // A fresh mute of the owner's: another caller's attempt must not remove it.
    const target = await signUp(w.api);
    await w.people.owner.client.post('/api/mutes', { userId: target.id });
    const rows = (await w.api.db.query('SELECT id FROM user_mutes WHERE muted_user_id = $1', [target.id])) as { id: number }[];
    return { path: `/api/mutes/u_${rows[0].id}` };
  },
  'GET /api/notifications': async () => ({ path: '/api/notifications' }),
  'POST /api/notifications': async () => ({ path: '/api/notifications?action=markAllAsSeen' }),
  'GET /api/notifications/:notificationId': async (w) => ({ path: `/api/notifications/${await w.notification()}` }),
  'PUT /api/notifications/:notificationId': async (w) => ({ path: `/api/notifications/${await w.notification()}?action=markAsSeen&seen=true` }),
  'DELETE /api/notifications/:notificationId': async (w) => ({ path: `/api/notifications/${await w.notification()}` }),
  'GET /api/posts': async () => ({ path: '/api/posts' }),
  'POST /api/posts': async (w) => ({ path: '/api/posts', body: { type: 'text', title: 'Matrix post', body: 'b', community: w.community.name } }),
  'GET /api/posts/:publicId': async (w) => ({ path: `/api/posts/${(await w.post()).publicId}` }),
  'PUT /api/posts/:publicId': async (w) => ({ path: `/api/posts/${(await w.post()).publicId}`, body: { title: 'Edited', body: 'edited' } }),
  'DELETE /api/posts/:publicId': async (w, as) => {
    const deleteAs = as === 'mod' ? 'mods' : as === 'admin' ? 'admins' : 'normal';
    return { path: `/api/posts/${(await w.post()).publicId}?deleteAs=${deleteAs}` };
  },
  'GET /api/posts/:publicId/versions': async (w) => ({ path: `/api/posts/${(await w.post()).publicId}/versions` }),
  'POST /api/posts/:publicId/restore': async (w) => {
    const post = await w.post();
    const removed = await w.people.mod.client.send('delete', `/api/posts/${post.publicId}?deleteAs=mods`, {});
    if (removed.status !== 200) throw new Error(`removal failed: ${removed.status} ${JSON.stringify(removed.body)}`);
    return { path: `/api/posts/${post.publicId}/restore` };
  },
  'GET /api/communities/:communityId/modlog': async (w) => ({ path: `/api/communities/${w.community.id}/modlog` }),
  'GET /api/modlog': async () => ({ path: '/api/modlog' }),
  'POST /api/_postVote': async (w) => ({ path: '/api/_postVote', body: { postId: (await w.post()).id, up: true } }),
  'POST /api/hidden_posts': async (w) => ({ path: '/api/hidden_posts', body: { postId: (await w.post()).id } }),
  'DELETE /api/hidden_posts/:postId': async (w) => ({ path: `/api/hidden_posts/${(await w.post()).id}` }),
  'POST /api/push_subscriptions': async () => ({
    path: '/api/push_subscriptions',
    body: {
      endpoint: `https://push.example.com/x${nextEndpoint++}`,
      keys: { p256dh: 'BAJXqf6au6r15GX5SN-PzHmPrn9JzhWU9gQdeSlcwLEc_Ji6c6U7z28L8JgYsdX6XSqcxsDHYI4zLsryZgt_bpE', auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
    },
  }),
  'POST /api/_report': async (w) => ({ path: '/api/_report', body: { type: 'post', targetId: (await w.post()).id, reason: 1 } }),
  'GET /api/communities/:communityId/reports': async (w) => ({ path: `/api/communities/${w.community.id}/reports` }),
  'DELETE /api/communities/:communityId/reports/:reportId': async (w) => ({ path: `/api/communities/${w.community.id}/reports/${await w.report()}` }),
  'GET /api/site_settings': async () => ({ path: '/api/site_settings' }),
  'PUT /api/site_settings': async () => ({ path: '/api/site_settings', body: { signupsDisabled: false } }),
  'GET /api/ipblocks': async () => ({ path: '/api/ipblocks' }),
  'POST /api/ipblocks': async () => {
    const n = nextAddress++;
    return { path: '/api/ipblocks', body: { address: `198.18.${n >> 8}.${n & 255}`, note: 'x' } };
  },
  'DELETE /api/ipblocks': async () => ({ path: '/api/ipblocks', body: { ids: [] } }),
  'GET /api/ipblocks/:blockId': async (w) => ({ path: `/api/ipblocks/${await w.ipBlock()}` }),
  'DELETE /api/ipblocks/:blockId': async (w) => ({ path: `/api/ipblocks/${await w.ipBlock()}` }),
  'GET /api/site_pages/:name': async () => ({ path: '/api/site_pages/about' }),
  'GET /api/search': async () => ({ path: '/api/search?q=matrix' }),
  'GET /api/search/suggestions': async () => ({ path: '/api/search/suggestions?q=mat' }),
  'GET /api/users': async () => ({ path: '/api/users' }),
  'GET /api/users/:username': async (w) => ({ path: `/api/users/${w.people.owner.name}` }),
  'GET /api/users/:username/feed': async (w) => ({ path: `/api/users/${w.people.owner.name}/feed` }),
  'POST /api/users/:username/badges': async (w) => ({ path: `/api/users/${w.people.owner.name}/badges`, body: { type: 'supporter' } }),
  'DELETE /api/users/:username/badges/:badgeId': async (w) => {
    // The owner holds the badge each cell tries to take (a badge not held is a 404).
    await w.api.db.query(
      `INSERT INTO badges (user_id, type_id, created_at) SELECT $1, t.id, now() FROM badge_types t WHERE t.name = 'supporter' ON CONFLICT DO NOTHING`,
      [w.people.owner.id],
    );
    return { path: `/api/users/${w.people.owner.name}/badges/supporter?byType=true` };
  },
  'DELETE /api/users/:username': async (w, as) => {
    // Each cell deletes a fresh account; the owner's cell tries its own account with a wrong password (the world needs it).
    if (as === 'owner') return { path: `/api/users/${w.people.owner.name}`, body: { password: 'not the password' } };
    return { path: `/api/users/${(await signUp(w.api)).name}`, body: { password: PASSWORD } };
  },
};

async function deletedPost(w: World, as: 'normal' | 'mods'): Promise<string> {
  const post = await w.post();
  const by = as === 'normal' ? w.people.owner : w.people.mod;
  const res = await by.client.send('delete', `/api/posts/${post.publicId}?deleteAs=${as}`);
  if (res.status !== 200) throw new Error(`delete post failed: ${res.status} ${JSON.stringify(res.body)}`);
  return post.publicId;
}

/** Object states that change the answer: deleted, removed by a mod, locked. `METHOD state` → request. */
export const STATE_PROBES: Record<string, { method: Method; probe: (w: World) => Promise<Probe> }> = {
  'comment on a locked post': {
    method: 'POST',
    probe: async (w) => ({ path: `/api/posts/${(await w.post({ locked: true })).publicId}/comments`, body: { body: 'x' } }),
  },
  'comment on a deleted post': { method: 'POST', probe: async (w) => ({ path: `/api/posts/${await deletedPost(w, 'normal')}/comments`, body: { body: 'x' } }) },
  'comment on a removed post': { method: 'POST', probe: async (w) => ({ path: `/api/posts/${await deletedPost(w, 'mods')}/comments`, body: { body: 'x' } }) },
  'edit a deleted post': {
    method: 'PUT',
    probe: async (w) => ({ path: `/api/posts/${await deletedPost(w, 'normal')}`, body: { title: 'Edited', body: 'e' } }),
  },
  'edit a removed post': { method: 'PUT', probe: async (w) => ({ path: `/api/posts/${await deletedPost(w, 'mods')}`, body: { title: 'Edited', body: 'e' } }) },
  'vote on a removed post': {
    method: 'POST',
    probe: async (w) => {
      const publicId = await deletedPost(w, 'mods');
      const rows = (await w.api.db.query('SELECT id FROM posts WHERE public_id = $1', [publicId])) as { id: string }[];
      return { path: '/api/_postVote', body: { postId: rows[0].id, up: true } };
    },
  },
  'read a removed post': { method: 'GET', probe: async (w) => ({ path: `/api/posts/${await deletedPost(w, 'mods')}` }) },
  'reply to a deleted comment': {
    method: 'POST',
    probe: async (w) => {
      const c = await w.comment();
      const res = await w.people.owner.client.send('delete', `/api/posts/${c.post.publicId}/comments/${c.id}`);
      if (res.status !== 200) throw new Error(`delete comment failed: ${res.status}`);
      return { path: `/api/posts/${c.post.publicId}/comments`, body: { parentCommentId: c.id, body: 'x' } };
    },
  },
  'edit a comment on a locked post': {
    method: 'PUT',
    probe: async (w) => {
      const c = await w.comment();
      await w.api.db.query(`UPDATE posts SET locked_at = now(), locked_by = $2, locked_by_group = 'mods' WHERE public_id = $1`, [
        c.post.publicId,
        w.people.mod.id,
      ]);
      return { path: `/api/posts/${c.post.publicId}/comments/${c.id}`, body: { body: 'edited' } };
    },
  },
  'lock a post (mods)': { method: 'PUT', probe: async (w) => ({ path: `/api/posts/${(await w.post()).publicId}?action=lock&lockAs=mods` }) },
  'lock a post (admins)': { method: 'PUT', probe: async (w) => ({ path: `/api/posts/${(await w.post()).publicId}?action=lock&lockAs=admins` }) },
  'post as mods': {
    method: 'POST',
    probe: async (w) => ({ path: '/api/posts', body: { type: 'text', title: 'As mods', community: w.community.name, userGroup: 'mods' } }),
  },
  'post in another community': {
    method: 'POST',
    probe: async (w) => ({ path: '/api/posts', body: { type: 'text', title: 'Elsewhere', community: w.otherCommunity.name } }),
  },
};
