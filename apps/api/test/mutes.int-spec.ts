import { DataSource } from 'typeorm';
import { AccountErasure } from '@app/server/core/events';
import { addComment, insertPost, ZERO } from './comment-fixtures';
import { addMod, createCommunity, Member, signUp } from './community-fixtures';
import { TestApi } from './harness';
import { createPost } from './post-fixtures';
import { recordQueries } from './query-counter';
import { startWithAdmin } from './support/forum';

let api: TestApi;
let admin: Member;

beforeAll(async () => ({ api, admin } = await startWithAdmin({ rateLimitsEnabled: false })));
afterAll(() => api.close());

const WIRE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;
const INVALID_ID = { status: 400, code: 'invalid_id', message: 'Invalid ID.' };
const INVALID_JSON = { status: 400, code: 'invalid_json', message: 'Invalid JSON body.' };
const EMPTY = { communityMutes: [], userMutes: [] };

interface WireMute {
  id: string;
  type: string;
  mutedUserId?: string;
  mutedCommunityId?: string;
  createdAt: string;
  mutedUser?: Record<string, unknown>;
  mutedCommunity?: Record<string, unknown>;
}

interface WireSet {
  communityMutes: WireMute[];
  userMutes: WireMute[];
}

async function mutesOf(member: Member): Promise<WireSet> {
  const res = await member.client.get('/api/mutes');
  expect(res.status).toBe(200);
  return res.body as WireSet;
}

const targets = (set: WireSet) => ({
  users: set.userMutes.map((m) => m.mutedUserId),
  communities: set.communityMutes.map((m) => m.mutedCommunityId),
});

async function mute(member: Member, body: Record<string, unknown>): Promise<WireSet> {
  const res = await member.client.post('/api/mutes', body);
  expect({ status: res.status, body: res.status === 200 ? 'ok' : res.body }).toEqual({ status: 200, body: 'ok' });
  return res.body as WireSet;
}

async function rowsOf(db: DataSource, muterId: string): Promise<number> {
  const [row] = await db.query(
    `SELECT (SELECT count(*) FROM user_mutes WHERE muter_id = $1) + (SELECT count(*) FROM community_mutes WHERE muter_id = $1) AS n`,
    [muterId],
  );
  return Number(row.n);
}

describe('GET and POST /api/mutes', () => {
  it('starts empty (arrays, never null)', async () => {
    const member = await signUp(api);
    expect((await member.client.get('/api/mutes')).body).toEqual(EMPTY);
  });

  it('mutes a user and a community, answering the whole set with both targets filled, oldest first', async () => {
    const muter = await signUp(api);
    const pest = await signUp(api);
    const second = await signUp(api);
    const community = await createCommunity(admin);

    const afterUser = await mute(muter, { userId: pest.id });
    expect(afterUser.communityMutes).toEqual([]);
    expect(afterUser.userMutes).toHaveLength(1);
    const userMute = afterUser.userMutes[0];
    expect(Object.keys(userMute)).toEqual(['id', 'type', 'mutedUserId', 'createdAt', 'mutedUser']);
    expect(userMute).toMatchObject({
      id: expect.stringMatching(/^u_[1-9]\d*$/),
      type: 'user',
      mutedUserId: pest.id,
      createdAt: expect.stringMatching(WIRE_TIME),
    });
    // A User without viewer fields: no email for someone else, no admin-only fields.
    expect(userMute.mutedUser).toMatchObject({ id: pest.id, username: pest.name, email: null, deleted: false, moddingList: null });
    expect(userMute.mutedUser).not.toHaveProperty('lastSeen');

    const afterBoth = await mute(muter, { userId: second.id, communityId: community.id });
    expect(targets(afterBoth)).toEqual({ users: [pest.id, second.id], communities: [community.id] });
    const communityMute = afterBoth.communityMutes[0];
    expect(Object.keys(communityMute)).toEqual(['id', 'type', 'mutedCommunityId', 'createdAt', 'mutedCommunity']);
    expect(communityMute).toMatchObject({ id: expect.stringMatching(/^c_[1-9]\d*$/), type: 'community', mutedCommunityId: community.id });
    expect(communityMute.mutedCommunity).toMatchObject({ id: community.id, name: community.name, userJoined: null, userMod: null, isMuted: false });
    expect(afterBoth.userMutes[0]).toEqual(userMute);

    // Already muted: a no-op, same ids; GET answers the same set.
    expect(await mute(muter, { userId: pest.id, communityId: community.id })).toEqual(afterBoth);
    expect(await mutesOf(muter)).toEqual(afterBoth);
    // Private to the muter.
    expect(await mutesOf(pest)).toEqual(EMPTY);
  });

  it('skips absent, empty and all-zero ids', async () => {
    const muter = await signUp(api);
    expect(await mute(muter, {})).toEqual(EMPTY);
    expect(await mute(muter, { userId: ZERO, communityId: ZERO })).toEqual(EMPTY);
    expect(await mute(muter, { userId: '', communityId: null })).toEqual(EMPTY);
    expect(await rowsOf(api.db, muter.id)).toBe(0);
  });

  it('refuses unknown, deleted and own accounts, unknown communities and malformed ids, writing nothing', async () => {
    const muter = await signUp(api);
    const ghost = await signUp(api);
    await api.db.query('UPDATE users SET deleted_at = now() WHERE id = $1', [ghost.id]);
    const community = await createCommunity(admin);
    const unknown = 'ffffffffffffffff00000000';
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ userId: unknown }, { status: 404, code: 'user_not_found', message: 'User not found.' }],
      [{ userId: ghost.id }, { status: 403, code: 'user-deleted', message: 'Cannot continue because the user is deleted.' }],
      [{ userId: muter.id }, { status: 400, code: 'cannot-mute-self', message: 'You cannot mute yourself.' }],
      [{ communityId: unknown }, { status: 404, code: 'community/not-found', message: 'Community not found.' }],
      // Both given: the refused user keeps the community unmuted too.
      [
        { userId: unknown, communityId: community.id },
        { status: 404, code: 'user_not_found', message: 'User not found.' },
      ],
      [{ userId: 'nothex', communityId: community.id }, INVALID_JSON],
      [{ communityId: community.id.toUpperCase() }, INVALID_JSON],
      // The body's shape is checked before any lookup (docs/api/errors.md §3: json before 404).
      [{ userId: unknown, communityId: 'nothex' }, INVALID_JSON],
      [{ userId: 12 }, INVALID_JSON],
      [{ communityId: [community.id] }, INVALID_JSON],
    ];
    for (const [body, error] of cases) {
      const res = await muter.client.post('/api/mutes', body);
      expect({ body, status: res.status, error: res.body }).toEqual({ body, status: error['status'], error });
    }
    expect((await muter.client.post('/api/mutes', '[1]')).body).toEqual(INVALID_JSON);
    expect((await muter.client.post('/api/mutes', '{"userId":')).body).toEqual(INVALID_JSON);
    expect(await rowsOf(api.db, muter.id)).toBe(0);
  });

  it('needs a login and the CSRF token', async () => {
    const visitor = api.client();
    const someone = await signUp(api);
    for (const [method, path] of [
      ['get', '/api/mutes'],
      ['post', '/api/mutes'],
      ['delete', '/api/mutes'],
      ['delete', '/api/mutes/users/' + someone.id],
      ['delete', '/api/mutes/communities/' + someone.id],
      ['delete', '/api/mutes/u_1'],
    ] as const) {
      const res = method === 'get' ? await visitor.get(path) : await visitor.send(method, path, {});
      expect({ path, method, status: res.status, body: res.body }).toEqual({
        path,
        method,
        status: 401,
        body: { status: 401, code: 'not_logged_in', message: 'User is not logged in.' },
      });
    }
    const noToken = await someone.client.agent.post('/api/mutes').set('X-Forwarded-For', someone.client.ip).send({ userId: admin.id });
    expect({ status: noToken.status, body: noToken.body }).toEqual({ status: 401, body: { status: 401, message: 'Unauthorized.' } });
    expect(await rowsOf(api.db, someone.id)).toBe(0);
    // A known path with another method: 400, not 405 (docs/api/errors.md §1).
    expect((await someone.client.send('put', '/api/mutes', {})).body).toEqual({ status: 400, message: 'HTTP method not allowed' });
  });

  it(`caps each kind at the limit, refusing a new mute but not a repeated one`, async () => {
    const muter = await signUp(api);
    const kept = await signUp(api);
    const extra = await signUp(api);
    await mute(muter, { userId: kept.id });
    // 999 more user mutes, written directly: the limit is 1000 per kind.
    await api.db.query(
      `INSERT INTO users (id, username, password_hash)
       SELECT lpad(to_hex(g), 16, '0') || 'aaaaaaaa', 'capuser' || g, 'x' FROM generate_series(1, 999) g`,
    );
    await api.db.query(`INSERT INTO user_mutes (muter_id, muted_user_id) SELECT $1, lpad(to_hex(g), 16, '0') || 'aaaaaaaa' FROM generate_series(1, 999) g`, [
      muter.id,
    ]);
    const refused = await muter.client.post('/api/mutes', { userId: extra.id });
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 403,
      body: { status: 403, code: 'mute-limit-reached', message: 'Max mutes limit reached.' },
    });
    expect((await mute(muter, { userId: kept.id })).userMutes).toHaveLength(1000);
    // The other kind has its own cap.
    const community = await createCommunity(admin);
    expect((await mute(muter, { communityId: community.id })).communityMutes).toHaveLength(1);
  });
});

describe('DELETE /api/mutes/users/{id}, /communities/{id} and /{muteId}', () => {
  it('removes one mute, with no error when it does not exist, and refuses malformed ids', async () => {
    const muter = await signUp(api);
    const pest = await signUp(api);
    const community = await createCommunity(admin);
    await mute(muter, { userId: pest.id, communityId: community.id });

    for (const path of ['/api/mutes/users/nothex', '/api/mutes/communities/NOTHEX', `/api/mutes/users/${pest.id.toUpperCase()}`]) {
      const res = await muter.client.send('delete', path);
      expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 400, body: INVALID_ID });
    }
    expect(targets(await mutesOf(muter))).toEqual({ users: [pest.id], communities: [community.id] });

    expect((await muter.client.send('delete', `/api/mutes/users/${pest.id}`)).body).toEqual({ success: true });
    expect(targets(await mutesOf(muter))).toEqual({ users: [], communities: [community.id] });
    expect((await muter.client.send('delete', `/api/mutes/users/${pest.id}`)).body).toEqual({ success: true });
    expect((await muter.client.send('delete', `/api/mutes/communities/${community.id}`)).body).toEqual({ success: true });
    expect(await mutesOf(muter)).toEqual(EMPTY);
    expect((await muter.client.send('delete', `/api/mutes/communities/${community.id}`)).body).toEqual({ success: true });
  });

  it('removes one of the caller own mutes by its id, never another user mute', async () => {
    const muter = await signUp(api);
    const other = await signUp(api);
    const pest = await signUp(api);
    const community = await createCommunity(admin);
    const mine = await mute(muter, { userId: pest.id, communityId: community.id });
    const theirs = await mute(other, { userId: pest.id, communityId: community.id });

    for (const id of ['x', 'u_', 'u_0', 'u_01', 'z_1', 'u_1x', 'U_1', 'u_99999999999', 'c_2147483648']) {
      const res = await muter.client.send('delete', `/api/mutes/${id}`);
      expect({ id, status: res.status, body: res.body }).toEqual({ id, status: 400, body: INVALID_ID });
    }
    // Another user's mute ids: answered like an absent mute, and nothing of theirs goes.
    for (const m of [...theirs.userMutes, ...theirs.communityMutes]) {
      expect((await muter.client.send('delete', `/api/mutes/${m.id}`)).body).toEqual({ success: true });
    }
    expect(await mutesOf(other)).toEqual(theirs);
    expect(await mutesOf(muter)).toEqual(mine);

    expect((await muter.client.send('delete', `/api/mutes/${mine.userMutes[0].id}`)).body).toEqual({ success: true });
    expect(targets(await mutesOf(muter))).toEqual({ users: [], communities: [community.id] });
    expect((await muter.client.send('delete', `/api/mutes/${mine.communityMutes[0].id}`)).body).toEqual({ success: true });
    expect(await mutesOf(muter)).toEqual(EMPTY);
    expect((await muter.client.send('delete', `/api/mutes/${mine.communityMutes[0].id}`)).body).toEqual({ success: true });
  });
});

describe('DELETE /api/mutes?type=', () => {
  async function muted(): Promise<{ muter: Member; before: WireSet }> {
    const muter = await signUp(api);
    const [u1, u2] = [await signUp(api), await signUp(api)];
    const [c1, c2] = [await createCommunity(admin), await createCommunity(admin)];
    await mute(muter, { userId: u1.id, communityId: c1.id });
    return { muter, before: await mute(muter, { userId: u2.id, communityId: c2.id }) };
  }

  it('removes every mute of one kind and answers the whole set as it was before', async () => {
    const { muter, before } = await muted();
    const users = await muter.client.send('delete', '/api/mutes?type=user');
    expect({ status: users.status, body: users.body }).toEqual({ status: 200, body: before });
    expect(await mutesOf(muter)).toEqual({ ...before, userMutes: [] });

    const communities = await muter.client.send('delete', '/api/mutes?type=community');
    expect(communities.body).toEqual({ ...before, userMutes: [] });
    expect(await mutesOf(muter)).toEqual(EMPTY);
    expect((await muter.client.send('delete', '/api/mutes?type=community')).body).toEqual(EMPTY);
  });

  it('removes both kinds when type is empty or absent', async () => {
    for (const query of ['?type=', '']) {
      const { muter, before } = await muted();
      expect((await muter.client.send('delete', `/api/mutes${query}`)).body).toEqual(before);
      expect(await mutesOf(muter)).toEqual(EMPTY);
    }
  });

  it('refuses any other type, removing nothing', async () => {
    const { muter, before } = await muted();
    for (const query of ['type=users', 'type=User', 'type=all', 'type=user&type=community']) {
      const res = await muter.client.send('delete', `/api/mutes?${query}`);
      expect({ query, status: res.status, body: res.body }).toEqual({
        query,
        status: 400,
        body: { status: 400, code: 'invalid_mute_type', message: 'Invalid mute type.' },
      });
    }
    expect(await mutesOf(muter)).toEqual(before);
  });
});

describe('_initial.mutes', () => {
  it('carries the logged-in user mutes and flags muted communities; a visitor gets empty arrays', async () => {
    const muter = await signUp(api);
    const pest = await signUp(api);
    const [joinedMuted, joined] = [await createCommunity(admin), await createCommunity(admin)];
    for (const c of [joinedMuted, joined]) await muter.client.post('/api/_joinCommunity', { communityId: c.id, leave: false });
    const set = await mute(muter, { userId: pest.id, communityId: joinedMuted.id });

    const initial = (await muter.client.get('/api/_initial')).body;
    expect(initial.mutes).toEqual(set);
    const flags = Object.fromEntries((initial.communities as { id: string; isMuted: boolean }[]).map((c) => [c.id, c.isMuted]));
    expect(flags).toEqual({ [joinedMuted.id]: true, [joined.id]: false });

    expect((await api.client().get('/api/_initial')).body.mutes).toEqual(EMPTY);
    expect((await pest.client.get('/api/_initial')).body.mutes).toEqual(EMPTY);
  });
});

describe('Community.isMuted', () => {
  it('is computed for the single community GET and set=subscribed, for the muter only', async () => {
    const muter = await signUp(api);
    const [mutedOne, other] = [await createCommunity(admin), await createCommunity(admin)];
    for (const c of [mutedOne, other]) await muter.client.post('/api/_joinCommunity', { communityId: c.id, leave: false });
    await mute(muter, { communityId: mutedOne.id });

    expect((await muter.client.get(`/api/communities/${mutedOne.id}`)).body).toMatchObject({ id: mutedOne.id, isMuted: true, userJoined: true });
    expect((await muter.client.get(`/api/communities/${mutedOne.name}?byName=true`)).body.isMuted).toBe(true);
    expect((await muter.client.get(`/api/communities/${other.id}`)).body.isMuted).toBe(false);
    expect((await admin.client.get(`/api/communities/${mutedOne.id}`)).body.isMuted).toBe(false);
    expect((await api.client().get(`/api/communities/${mutedOne.id}`)).body.isMuted).toBe(false);
    // The post page embeds the same single-community view.
    const post = await createPost(admin, mutedOne.name);
    expect((await muter.client.get(`/api/posts/${post.publicId}`)).body.community).toMatchObject({ id: mutedOne.id, isMuted: true });

    const flags = async (query: string) =>
      Object.fromEntries(
        ((await muter.client.get(`/api/communities?${query}`)).body as { id: string; isMuted: boolean }[])
          .filter((c) => [mutedOne.id, other.id].includes(c.id))
          .map((c) => [c.id, c.isMuted]),
      );
    expect(await flags('set=subscribed')).toEqual({ [mutedOne.id]: true, [other.id]: false });
    // Only computed there (docs/api/communities.md): false in the other listings.
    expect(await flags('set=all')).toEqual({ [mutedOne.id]: false, [other.id]: false });

    await muter.client.send('delete', `/api/mutes/communities/${mutedOne.id}`);
    expect((await muter.client.get(`/api/communities/${mutedOne.id}`)).body.isMuted).toBe(false);
  });
});

interface WirePost {
  id: string;
  isAuthorMuted: boolean;
  isCommunityMuted: boolean;
}

describe('effects on feeds and flags', () => {
  let muter: Member;
  let bystander: Member;
  let pest: Member;
  let author: Member;
  let kept: { id: string; name: string };
  let mutedCommunity: { id: string; name: string };
  let pestPost: { id: string; publicId: string };
  let keptPost: { id: string; publicId: string };
  let mutedCommunityPost: { id: string; publicId: string };
  let ours: string[];

  beforeAll(async () => {
    [muter, bystander, pest, author] = [await signUp(api), await signUp(api), await signUp(api), await signUp(api)];
    [kept, mutedCommunity] = [await createCommunity(admin), await createCommunity(admin)];
    for (const member of [muter, bystander]) {
      for (const c of [kept, mutedCommunity]) await member.client.post('/api/_joinCommunity', { communityId: c.id, leave: false });
    }
    pestPost = await createPost(pest, kept.name);
    keptPost = await createPost(author, kept.name);
    mutedCommunityPost = await createPost(author, mutedCommunity.name);
    ours = [pestPost.id, keptPost.id, mutedCommunityPost.id];
  });

  /** Our three posts in a feed, as `viewer` sees them (every sort gives the same membership). */
  async function feed(viewer: Member, query: string): Promise<Map<string, WirePost>> {
    const res = await viewer.client.get(`/api/posts?${query}&limit=50`);
    expect(res.status).toBe(200);
    return new Map(((res.body.posts ?? []) as WirePost[]).filter((p) => ours.includes(p.id)).map((p) => [p.id, p]));
  }

  const FEEDS = {
    all: 'feed=all',
    home: 'feed=home',
    kept: () => `communityId=${kept.id}`,
    muted: () => `communityId=${mutedCommunity.id}`,
  };

  async function membership(viewer: Member, sort: string): Promise<Record<string, string[]>> {
    const result: Record<string, string[]> = {};
    for (const [name, query] of Object.entries(FEEDS)) {
      result[name] = [...(await feed(viewer, `sort=${sort}&${typeof query === 'function' ? query() : query}`)).keys()].sort();
    }
    return result;
  }

  const sorted = (...ids: string[]) => [...ids].sort();

  it('before any mute, every feed shows every post', async () => {
    const everything = { all: sorted(...ours), home: sorted(...ours), kept: sorted(pestPost.id, keptPost.id), muted: [mutedCommunityPost.id] };
    expect(await membership(muter, 'latest')).toEqual(everything);
  });

  it("a muted user's posts leave all, home and community feeds; a muted community's leave all only (docs/api/mutes.md)", async () => {
    await mute(muter, { userId: pest.id, communityId: mutedCommunity.id });
    for (const sort of ['latest', 'hot', 'activity', 'all', 'week']) {
      expect({ sort, feeds: await membership(muter, sort) }).toEqual({
        sort,
        feeds: {
          all: [keptPost.id],
          // The community is muted, not left: home and its own page still show it.
          home: sorted(keptPost.id, mutedCommunityPost.id),
          kept: [keptPost.id],
          muted: [mutedCommunityPost.id],
        },
      });
      // Someone else still sees everything.
      expect({ sort, feeds: await membership(bystander, sort) }).toEqual({
        sort,
        feeds: { all: sorted(...ours), home: sorted(...ours), kept: sorted(pestPost.id, keptPost.id), muted: [mutedCommunityPost.id] },
      });
    }
    // Visitors have no mutes.
    const visitorAll = await api.client().get('/api/posts?sort=latest&limit=50');
    expect((visitorAll.body.posts as WirePost[]).filter((p) => ours.includes(p.id))).toHaveLength(3);
  });

  it('flags what is shown: isCommunityMuted on the muted community, isAuthorMuted where the muted user still shows', async () => {
    const home = await feed(muter, 'sort=latest&feed=home');
    expect(home.get(mutedCommunityPost.id)).toMatchObject({ isAuthorMuted: false, isCommunityMuted: true });
    expect(home.get(keptPost.id)).toMatchObject({ isAuthorMuted: false, isCommunityMuted: false });
    expect((await feed(bystander, 'sort=latest&feed=home')).get(mutedCommunityPost.id)).toMatchObject({ isCommunityMuted: false });

    // The profile feed filters nothing (docs/api/mutes.md lists no profile effect): the muted user's posts show, flagged.
    const profile = await muter.client.get(`/api/users/${pest.name}/feed`);
    const item = (profile.body.items as { item: WirePost; type: string }[]).find((i) => i.item.id === pestPost.id);
    expect(item?.item).toMatchObject({ isAuthorMuted: true, isCommunityMuted: false });
    const theirs = await bystander.client.get(`/api/users/${pest.name}/feed`);
    expect((theirs.body.items as { item: WirePost }[]).find((i) => i.item.id === pestPost.id)?.item.isAuthorMuted).toBe(false);

    // The post page: the post and the muted user's comments are flagged; nobody else's are.
    const pestComment = await addComment(pest, { ...keptPost, communityId: kept.id });
    const ownComment = await addComment(author, { ...keptPost, communityId: kept.id });
    const page = await muter.client.get(`/api/posts/${pestPost.publicId}`);
    expect(page.body).toMatchObject({ id: pestPost.id, isAuthorMuted: true, isCommunityMuted: false });
    const comments = (await muter.client.get(`/api/posts/${keptPost.publicId}`)).body.comments as { id: string; isAuthorMuted?: boolean }[];
    expect(comments.find((c) => c.id === pestComment.id)?.isAuthorMuted).toBe(true);
    expect(comments.find((c) => c.id === ownComment.id)).not.toHaveProperty('isAuthorMuted');
    const bystanderComments = (await bystander.client.get(`/api/posts/${keptPost.publicId}`)).body.comments as { id: string }[];
    expect(bystanderComments.find((c) => c.id === pestComment.id)).not.toHaveProperty('isAuthorMuted');
    expect((await muter.client.get(`/api/comments/${pestComment.id}`)).body.isAuthorMuted).toBe(true);
  });

  it('a deleted comment of a muted user is flagged for admins only', async () => {
    const post = await insertPost(api, author, kept.id);
    const comment = await addComment(pest, post);
    await pest.client.send('delete', `/api/posts/${post.publicId}/comments/${comment.id}`);
    await mute(admin, { userId: pest.id });
    expect((await admin.client.get(`/api/comments/${comment.id}`)).body).toMatchObject({ deleted: true, isAuthorMuted: true });
    const seenByMuter = (await muter.client.get(`/api/comments/${comment.id}`)).body;
    expect(seenByMuter).toMatchObject({ deleted: true, username: '[Hidden]' });
    expect(seenByMuter).not.toHaveProperty('isAuthorMuted');
    await admin.client.send('delete', `/api/mutes/users/${pest.id}`);
  });

  it('the moderating feed and pins ignore mutes, flagged', async () => {
    await addMod(admin, kept.id, muter.name);
    const moderating = await feed(muter, 'sort=latest&feed=moderating');
    expect(moderating.get(pestPost.id)).toMatchObject({ isAuthorMuted: true });
    await admin.client.send('put', `/api/posts/${pestPost.publicId}?action=pin`);
    const first = await muter.client.get(`/api/posts?sort=hot&communityId=${kept.id}&limit=5`);
    expect(first.body.posts[0]).toMatchObject({ id: pestPost.id, isPinned: true, isAuthorMuted: true });
    await admin.client.send('put', `/api/posts/${pestPost.publicId}?action=unpin`);
    expect((await feed(muter, `sort=hot&communityId=${kept.id}`)).has(pestPost.id)).toBe(false);
  });

  it('unmuting brings the posts back at once', async () => {
    await muter.client.send('delete', `/api/mutes/users/${pest.id}`);
    expect((await feed(muter, 'sort=latest&feed=all')).has(pestPost.id)).toBe(true);
    expect((await feed(muter, 'sort=latest&feed=all')).has(mutedCommunityPost.id)).toBe(false);
    await muter.client.send('delete', `/api/mutes/communities/${mutedCommunity.id}`);
    expect(await membership(muter, 'latest')).toEqual({
      all: sorted(...ours),
      home: sorted(...ours),
      kept: sorted(pestPost.id, keptPost.id),
      muted: [mutedCommunityPost.id],
    });
  });
});

describe('reading mutes on the hot paths', () => {
  const mutesStatements = (statements: string[]) => statements.filter((sql) => /user_mutes|community_mutes/.test(sql));

  it('a feed reads the viewer mutes at most once per request, and not at all once cached or for visitors', async () => {
    const community = await createCommunity(admin);
    const [reader, pest, author] = [await signUp(api), await signUp(api), await signUp(api)];
    await reader.client.post('/api/_joinCommunity', { communityId: community.id, leave: false });
    for (let i = 0; i < 4; i++) await createPost(i % 2 ? pest : author, community.name);
    const path = `/api/posts?sort=latest&communityId=${community.id}&limit=10`;

    // An account that muted nothing: one read on the first request, none after.
    const first = await recordQueries(api.db, () => reader.client.get(path));
    expect(mutesStatements(first)).toHaveLength(1);
    expect(mutesStatements(await recordQueries(api.db, () => reader.client.get(path)))).toEqual([]);
    expect(mutesStatements(await recordQueries(api.db, () => reader.client.get(`/api/posts?sort=hot&feed=home`)))).toEqual([]);
    expect(mutesStatements(await recordQueries(api.db, () => api.client().get(path)))).toEqual([]);

    // A mute drops the cached set: the next feed reads it once and filters.
    await mute(reader, { userId: pest.id });
    let posts: WirePost[] = [];
    const afterMute = await recordQueries(api.db, async () => {
      posts = (await reader.client.get(path)).body.posts;
    });
    expect(mutesStatements(afterMute)).toHaveLength(1);
    expect(posts).toHaveLength(2);
    // The post page reads none either: the set is cached again.
    const { publicId } = await createPost(author, community.name);
    expect(mutesStatements(await recordQueries(api.db, () => reader.client.get(`/api/posts/${publicId}`)))).toEqual([]);
  });

  it('another process announcing a change drops the cached set here', async () => {
    const community = await createCommunity(admin);
    const [reader, pest] = [await signUp(api), await signUp(api)];
    const post = await createPost(pest, community.name);
    await mute(reader, { userId: pest.id });
    const path = `/api/posts?sort=latest&communityId=${community.id}`;
    expect((await reader.client.get(path)).body.posts).toBeNull();
    // As another api process would: its own row change, then the announcement on the channel.
    await api.db.query('DELETE FROM user_mutes WHERE muter_id = $1', [reader.id]);
    expect((await reader.client.get(path)).body.posts).toBeNull();
    await api.redis.client.publish(`${api.config.redisPrefix}mutes:changed`, reader.id);
    let shown: WirePost[] | null = null;
    for (let i = 0; i < 50 && !shown; i++) {
      shown = (await reader.client.get(path)).body.posts;
      if (!shown) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(shown?.map((p) => p.id)).toEqual([post.id]);
  });
});

describe('account erasure', () => {
  it('registers the mutes step, which removes the account own mutes and every mute of it', async () => {
    const erasure = api.app.get(AccountErasure);
    expect(erasure.registeredAreas()).toContain('mutes');
    const [leaving, muter, other] = [await signUp(api), await signUp(api), await signUp(api)];
    const community = await createCommunity(admin);
    await mute(leaving, { userId: other.id, communityId: community.id });
    await mute(muter, { userId: leaving.id, communityId: community.id });
    await mute(other, { userId: muter.id });

    await api.db.transaction((tx) => erasure.eraseAccount(tx, leaving.id));
    expect(await rowsOf(api.db, leaving.id)).toBe(0);
    expect(targets(await mutesOf(muter))).toEqual({ users: [], communities: [community.id] });
    expect(targets(await mutesOf(other))).toEqual({ users: [muter.id], communities: [] });
  });
});
