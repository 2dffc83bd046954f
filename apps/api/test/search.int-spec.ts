import { createCommunity, Member, signUp, uniqueName } from './community-fixtures';
import { addComment } from './comment-fixtures';
import { TestApi } from './harness';
import { createPost } from './post-fixtures';
import { startWithAdmin } from './support/forum';

/** Search (docs/api/search.md): ranking, query syntax, name prefixes, exclusions, errors and paging. */
let api: TestApi;
let admin: Member;
let author: Member;
let reader: Member;
let community: { id: string; name: string };
let other: { id: string; name: string };

type Result = { id: string; title?: string; body?: string; name?: string; username?: string; snippet: string };
type Page = { type: string; results: Result[]; next: string | null };

const search = async (client: Member['client'] | null, params: Record<string, string>) => {
  const path = `/api/search?${new URLSearchParams(params).toString()}`;
  return client ? client.get(path) : api.client().get(path);
};
const found = async (client: Member['client'] | null, params: Record<string, string>): Promise<Result[]> => {
  const res = await search(client, params);
  expect(res.status).toBe(200);
  return (res.body as Page).results;
};
const titles = (results: Result[]) => results.map((r) => r.title);

/** Every result of a search, two to a page, following `next` to the end. */
async function everyPage(params: Record<string, string>): Promise<Result[]> {
  const results: Result[] = [];
  let next: string | null = null;
  do {
    const res = await search(null, { ...params, limit: '2', ...(next ? { next } : {}) });
    expect(res.status).toBe(200);
    const page = res.body as Page;
    expect(page.results.length).toBeLessThanOrEqual(2);
    results.push(...page.results);
    next = page.next;
  } while (next);
  return results;
}

beforeAll(async () => {
  ({ api, admin } = await startWithAdmin({ rateLimitsEnabled: false }));
  author = await signUp(api);
  reader = await signUp(api);
  community = await createCommunity(admin, uniqueName('gaming'), 'Video games and board games');
  other = await createCommunity(admin, uniqueName('cooking'), 'Recipes and kitchens');
  for (const c of [community, other]) for (const m of [author, reader]) await m.client.post('/api/_joinCommunity', { communityId: c.id, leave: false });
  // Eight calls and an api start: more than the default 30 s only on a saturated machine.
}, 120_000);

afterAll(() => api.close());

describe('posts', () => {
  it('ranks a title match above a body match and marks the matches in an escaped snippet', async () => {
    const inBody = await createPost(author, community.name, { title: 'Weekly thread', body: 'Who plays zephyrine & "chess" < 2 then' });
    const inTitle = await createPost(author, community.name, { title: 'Zephyrine tactics', body: 'Openings and endgames' });
    const results = await found(null, { q: 'zephyrine' });
    expect(results.map((r) => r.id)).toEqual([inTitle.id, inBody.id]);
    expect(results[1].snippet).toContain('<mark>zephyrine</mark>');
    expect(results[1].snippet).toContain('&amp;');
    // Escaped throughout: the marks are its only markup.
    expect(results[1].snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>"]/);
    expect(results[0]).toMatchObject({ title: 'Zephyrine tactics', communityName: community.name });
  });

  it('reads phrases, exclusions and OR', async () => {
    await createPost(author, community.name, { title: 'Quillwort ferns grow', body: 'in ponds' });
    await createPost(author, community.name, { title: 'Ferns quillwort', body: 'beside lakes' });
    await createPost(author, community.name, { title: 'Marram grass', body: 'on dunes' });
    expect(titles(await found(null, { q: '"quillwort ferns"' }))).toEqual(['Quillwort ferns grow']);
    expect(titles(await found(null, { q: 'quillwort -lakes' }))).toEqual(['Quillwort ferns grow']);
    expect(new Set(titles(await found(null, { q: 'marram or lakes' })))).toEqual(new Set(['Marram grass', 'Ferns quillwort']));
  });

  it('finds phrases through their word pairs as PostgreSQL matches them: any length, hyphens, beside -word or OR, after an edit', async () => {
    const three = await createPost(author, community.name, { title: 'Sundew pitcher bladderwort', body: 'carnivorous' });
    const apart = await createPost(author, community.name, { title: 'Sundew and pitcher', body: 'bladderwort pitcher, then sundew' });
    const hyphen = await createPost(author, community.name, { title: 'A well-trodden sundew path', body: 'x' });
    // The body's words follow the title's, as in the vector: the title's last word and the body's first are a pair.
    const across = await createPost(author, community.name, { title: 'Notes on the sundew', body: 'Pitcher plants follow' });
    const ids = async (q: string) => new Set((await found(null, { q })).map((r) => r.id));
    expect(await ids('"sundew pitcher bladderwort"')).toEqual(new Set([three.id]));
    expect(await ids('"sundew pitcher"')).toEqual(new Set([three.id, across.id]));
    expect(await ids('"well-trodden sundew"')).toEqual(new Set([hyphen.id]));
    // One word to the eye, a phrase of two to PostgreSQL's parser.
    expect(await ids('sundew_pitcher')).toEqual(new Set([three.id, across.id]));
    expect(await ids('"sundew pitcher" -carnivorous')).toEqual(new Set([across.id]));
    expect(await ids('"sundew pitcher" or bladderwort')).toEqual(new Set([three.id, apart.id, across.id]));
    expect(await ids('sundew -"sundew pitcher"')).toEqual(new Set([apart.id, hyphen.id]));
    for (const sort of ['latest', 'top'])
      expect(new Set((await found(null, { q: '"sundew pitcher"', sort })).map((r) => r.id))).toEqual(new Set([three.id, across.id]));
    expect((await author.client.send('put', `/api/posts/${apart.publicId}`, { body: 'now a sundew pitcher' })).status).toBe(200);
    expect(await ids('"sundew pitcher"')).toEqual(new Set([three.id, apart.id, across.id]));
    expect(await ids('"plants pitcher"')).toEqual(new Set());
  });

  it('finds a phrase in comments, not the same words in another order', async () => {
    const post = await createPost(author, community.name, { title: 'Tea time', body: 'x' });
    const where = { id: post.id, publicId: post.publicId, communityId: community.id };
    const inOrder = await addComment(reader, where, 'The samovar kettle whistles');
    await addComment(reader, where, 'A kettle, not a samovar');
    const results = await found(null, { q: '"samovar kettle"', type: 'comments' });
    expect(results.map((r) => r.id)).toEqual([inOrder.id]);
  });

  it('narrows to a community and an author, and sorts by latest and top', async () => {
    const a = await createPost(author, community.name, { title: 'Obsidianite one', body: 'x' });
    const b = await createPost(reader, other.name, { title: 'Obsidianite two', body: 'x' });
    await admin.client.post('/api/_postVote', { postId: b.id, up: true });
    expect((await found(null, { q: 'obsidianite', community: community.name })).map((r) => r.id)).toEqual([a.id]);
    expect((await found(null, { q: 'obsidianite', author: reader.name })).map((r) => r.id)).toEqual([b.id]);
    expect((await found(null, { q: 'obsidianite', sort: 'latest' })).map((r) => r.id)).toEqual([b.id, a.id]);
    expect((await found(null, { q: 'obsidianite', sort: 'top' }))[0].id).toBe(b.id);
    expect((await search(null, { q: 'obsidianite', community: 'nosuchplace' })).body).toMatchObject({ status: 404, code: 'community/not-found' });
  });

  it("ranks a community's and an author's own newest matches, however many newer ones the rest of the forum has", async () => {
    const post = await createPost(author, community.name, { title: 'Bladderwrack in the pond', body: 'x' });
    const comment = await addComment(author, { ...post, communityId: community.id }, 'A bladderwrack grows here');
    // More newer matches elsewhere than relevance ranks (1,000), written straight to the tables: their words
    // come from the tables' triggers. Their ids sort after every id the api makes.
    const elsewhere = await createPost(reader, other.name, { title: 'Elsewhere', body: 'x' });
    await api.db.query(
      `INSERT INTO posts (id, public_id, type, user_id, community_id, title, body, created_at, last_activity_at)
       SELECT 'ffff' || lpad(to_hex(i), 20, '0'), 'q' || lpad(i::text, 7, '0'), 'text', $1, $2, 'Bladderwrack ' || i, 'x', now(), now()
       FROM generate_series(1, 1001) i`,
      [reader.id, other.id],
    );
    await api.db.query(
      `INSERT INTO comments (id, post_id, community_id, user_id, body, created_at)
       SELECT 'ffff' || lpad(to_hex(i), 20, '0'), $1, $2, $3, 'Bladderwrack ' || i, now() FROM generate_series(1, 1001) i`,
      [elsewhere.id, other.id, reader.id],
    );
    for (const sort of ['relevance', 'top', 'latest']) {
      expect((await found(null, { q: 'bladderwrack', community: community.name, sort })).map((r) => r.id)).toEqual([post.id]);
      expect((await found(null, { q: 'bladderwrack', author: author.name, sort })).map((r) => r.id)).toEqual([post.id]);
      expect((await found(null, { q: 'bladderwrack', type: 'comments', community: community.name, sort })).map((r) => r.id)).toEqual([comment.id]);
      expect((await found(null, { q: 'bladderwrack', type: 'comments', author: author.name, sort })).map((r) => r.id)).toEqual([comment.id]);
    }
    expect(await found(null, { q: 'bladderwrack' })).toHaveLength(20);
  });

  it('pages with an inclusive cursor and no repeats', async () => {
    for (let i = 0; i < 5; i++) await createPost(author, community.name, { title: `Pagination marker ${i} tamarisk`, body: 'x' });
    const seen: string[] = [];
    let next: string | null = null;
    do {
      const res = await search(null, { q: 'tamarisk', sort: 'latest', limit: '2', ...(next ? { next } : {}) });
      const page = res.body as Page;
      seen.push(...page.results.map((r) => r.id));
      next = page.next;
    } while (next);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
  });
});

describe('what a search never shows', () => {
  it('leaves out removed posts and deleted comments', async () => {
    const post = await createPost(author, community.name, { title: 'Vanishing kestrelbloom', body: 'x' });
    const comment = await addComment(reader, { id: post.id, publicId: post.publicId, communityId: community.id }, 'kestrelbloom in a comment');
    expect(await found(null, { q: 'kestrelbloom' })).toHaveLength(1);
    expect(await found(null, { q: 'kestrelbloom', type: 'comments' })).toHaveLength(1);
    await api.db.query(`UPDATE comments SET deleted_at = now(), deleted_as = 'normal' WHERE id = $1`, [comment.id]);
    expect(await found(null, { q: 'kestrelbloom', type: 'comments' })).toEqual([]);
    await api.db.query(`UPDATE posts SET deleted_at = now(), deleted_as = 'mods' WHERE id = $1`, [post.id]);
    expect(await found(null, { q: 'kestrelbloom' })).toEqual([]);
  });

  it("leaves out a viewer's hidden posts, muted users and muted communities, for that viewer only", async () => {
    const hidden = await createPost(author, community.name, { title: 'Hidden larkspurite', body: 'x' });
    const byMuted = await createPost(admin, community.name, { title: 'Muted author larkspurite', body: 'x' });
    const inMuted = await createPost(author, other.name, { title: 'Muted community larkspurite', body: 'x' });
    await api.db.query(`INSERT INTO hidden_posts (user_id, post_id) VALUES ($1, $2)`, [reader.id, hidden.id]);
    expect((await reader.client.post('/api/mutes', { userId: admin.id })).status).toBe(200);
    expect((await reader.client.post('/api/mutes', { communityId: other.id })).status).toBe(200);
    const forReader = (await found(reader.client, { q: 'larkspurite' })).map((r) => r.id);
    expect(forReader).not.toContain(hidden.id);
    expect(forReader).not.toContain(byMuted.id);
    expect(forReader).not.toContain(inMuted.id);
    expect(new Set((await found(null, { q: 'larkspurite' })).map((r) => r.id))).toEqual(new Set([hidden.id, byMuted.id, inMuted.id]));
  });

  it("leaves out a banned or deleted account's posts, comments and name", async () => {
    const outcast = await signUp(api, uniqueName('outcast'));
    await outcast.client.post('/api/_joinCommunity', { communityId: community.id, leave: false });
    const post = await createPost(outcast, community.name, { title: 'Banished peregrinite', body: 'x' });
    await addComment(outcast, { id: post.id, publicId: post.publicId, communityId: community.id }, 'peregrinite comment');
    expect(await found(null, { q: 'peregrinite' })).toHaveLength(1);
    expect((await found(null, { q: outcast.name, type: 'users' })).map((r) => r.username)).toEqual([outcast.name]);
    await api.db.query(`UPDATE users SET banned_at = now() WHERE id = $1`, [outcast.id]);
    expect(await found(null, { q: 'peregrinite' })).toEqual([]);
    expect(await found(null, { q: 'peregrinite', type: 'comments' })).toEqual([]);
    expect(await found(null, { q: outcast.name, type: 'users' })).toEqual([]);
  });
});

describe('communities and people', () => {
  it('finds a community by the start of its name, the exact name first, and by its about text', async () => {
    const prefix = community.name.slice(0, 4);
    const results = await found(null, { q: prefix, type: 'communities' });
    expect(results.map((r) => r.name)).toContain(community.name);
    // No about text matches the prefix: the snippet is the name with the typed start marked.
    expect(results.find((r) => r.name === community.name)?.snippet).toBe(`<mark>${prefix}</mark>${community.name.slice(4)}`);
    expect((await found(null, { q: community.name, type: 'communities' }))[0].name).toBe(community.name);
    expect((await found(null, { q: 'kitchens', type: 'communities' })).map((r) => r.name)).toEqual([other.name]);
  });

  it('finds people by the start of their name, never the site’s own accounts', async () => {
    const results = await found(null, { q: author.name.slice(0, 5), type: 'users' });
    expect(results.map((r) => r.username)).toContain(author.name);
    expect(results.find((r) => r.username === author.name)?.snippet).toBe(`<mark>${author.name.slice(0, 5)}</mark>${author.name.slice(5)}`);
    expect(await found(null, { q: 'ghost', type: 'users' })).toEqual([]);
    for (const sort of ['latest', 'top'])
      expect((await found(null, { q: author.name.slice(0, 5), type: 'users', sort })).map((r) => r.username)).toContain(author.name);
    expect(await found(null, { q: '%', type: 'users' })).toEqual([]);
  });

  it('pages people by relevance: the exact name, then the other names with that start by karma, each once', async () => {
    const stem = `pg${Date.now().toString(36).slice(-6)}`;
    const exact = await signUp(api, stem);
    const others = [await signUp(api, `${stem}_a`), await signUp(api, `${stem}_b`), await signUp(api, `${stem}_c`)];
    await api.db.query(`UPDATE users SET points = $2 WHERE id = $1`, [exact.id, 1]);
    for (const [i, member] of others.entries()) await api.db.query(`UPDATE users SET points = $2 WHERE id = $1`, [member.id, 10 * (i + 1)]);
    expect((await everyPage({ q: stem, type: 'users' })).map((r) => r.username)).toEqual([stem, `${stem}_c`, `${stem}_b`, `${stem}_a`]);
  });

  it('pages communities by relevance: the exact name, the names with that start by members, then about texts by rank, each once', async () => {
    const stem = `cq${Date.now().toString(36).slice(-6)}`;
    const exact = await createCommunity(admin, stem);
    const starts = [await createCommunity(admin, `${stem}_a`), await createCommunity(admin, `${stem}_b`), await createCommunity(admin, `${stem}_c`)];
    const often = await createCommunity(admin, uniqueName('often'), `${stem} first, ${stem} again and ${stem} once more`);
    const once = await createCommunity(admin, uniqueName('once'), `Mostly other things, and ${stem} once among many more words`);
    await api.db.query(`UPDATE communities SET no_members = 1 WHERE id = $1`, [exact.id]);
    // Members in another order than the names' creation (and so their ids): 30, 10, 20.
    for (const [i, c] of starts.entries()) await api.db.query(`UPDATE communities SET no_members = $2 WHERE id = $1`, [c.id, [30, 10, 20][i]]);
    expect((await everyPage({ q: stem, type: 'communities' })).map((r) => r.name)).toEqual([
      stem,
      `${stem}_a`,
      `${stem}_c`,
      `${stem}_b`,
      often.name,
      once.name,
    ]);
    // A name's start is marked in the name, an about text's match in the about text.
    const results = await found(null, { q: stem, type: 'communities' });
    expect(results.find((r) => r.name === `${stem}_a`)?.snippet).toBe(`<mark>${stem}</mark>_a`);
    expect(results.find((r) => r.name === often.name)?.snippet).toContain(`<mark>${stem}</mark> again`);
  });

  it('suggests communities and people as a name is typed', async () => {
    const res = await api.client().get(`/api/search/suggestions?q=${community.name.slice(0, 5)}`);
    expect(res.status).toBe(200);
    expect((res.body as { communities: { name: string }[] }).communities.map((c) => c.name)).toContain(community.name);
    expect(Array.isArray((res.body as { users: unknown[] }).users)).toBe(true);
  });
});

describe('/opensearch.xml', () => {
  it('describes the site search for browsers, with absolute addresses', async () => {
    const res = await api.client().get('/opensearch.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/opensearchdescription\+xml/);
    const xml = String(res.text);
    const origin = api.config.publicUrl.replace(/\/+$/, '');
    expect(xml).toContain(`template="${origin}/search?q={searchTerms}"`);
    expect(xml).toContain('<ShortName>');
  });
});

describe('bad input', () => {
  // A cursor is the client's to send: any finite key must page, not fail the database's integer cast.
  it.each([
    ['users', 'relevance'],
    ['users', 'top'],
    ['communities', 'relevance'],
    ['posts', 'top'],
    ['comments', 'top'],
  ])('a %s search by %s pages from a cursor whose key has a fraction or is past an integer', async (type, sort) => {
    // 1e12 and 2e12 and above: a communities cursor in the part of names starting with the text, or of the exact name.
    for (const key of [1.5, 5e9, -5e9, 1e12 + 0.5, 3e12 + 0.5]) {
      const next = Buffer.from(JSON.stringify([key, 'f'.repeat(24)])).toString('base64url');
      const res = await search(null, { q: author.name.slice(0, 5), type, sort, next });
      expect(res.status).toBe(200);
      expect(Array.isArray((res.body as Page).results)).toBe(true);
    }
  });

  it.each([
    [{ q: '' }, 400, 'search-query-empty'],
    [{ q: '   ' }, 400, 'search-query-empty'],
    [{ q: 'x'.repeat(201) }, 400, 'search-query-too-long'],
    [{ q: 'a', type: 'pictures' }, 400, 'invalid-search-type'],
    [{ q: 'a', sort: 'hot' }, 400, 'invalid-search-sort'],
    [{ q: 'a', limit: 'many' }, 400, 'invalid-search-limit'],
    [{ q: 'a', next: 'not-a-cursor' }, 400, 'invalid-search-cursor'],
    [{ q: 'a', author: 'nobody_at_all_here' }, 404, 'user_not_found'],
  ])('%j → %i %s', async (params, status, code) => {
    const res = await search(null, params as Record<string, string>);
    expect({ status: res.status, code: res.body.code }).toEqual({ status, code });
  });

  it('reads any text, operators and quotes included, without a server error', async () => {
    for (const q of ['"', '!!!', '&|', "'; DROP TABLE posts; --", '-', 'or or or', '(a', '<>', '\\']) {
      const res = await search(null, { q });
      expect({ q, status: res.status }).toEqual({ q, status: 200 });
    }
  });
});
