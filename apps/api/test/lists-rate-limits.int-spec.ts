import { insertPost } from './comment-fixtures';
import { signUp } from './community-fixtures';
import { TestApi } from './harness';
import { counts } from './list-fixtures';
import { startWithCommunity } from './support/forum';

/** The lists' rate limits (docs/api/rules.md §12), and where each sits in the order of checks of docs/api/lists.md. */
let api: TestApi;
let community: { id: string; name: string };

beforeAll(async () => ({ api, community } = await startWithCommunity({})));
afterAll(() => api.close());

const statuses = (responses: { status: number }[]) => responses.map((r) => r.status).sort();

describe('create list: 1 per 2 seconds per user', () => {
  it('refuses the second create at once, after the empty-name check and before the name rules', async () => {
    const member = await signUp(api);
    const path = `/api/users/${member.name}/lists`;
    const [first, second] = await Promise.all([member.client.post(path, { name: 'first_list' }), member.client.post(path, { name: 'second_list' })]);
    expect(statuses([first, second])).toEqual([200, 429]);
    const refused = first.status === 429 ? first : second;
    expect(refused.body).toEqual({ status: 429, message: 'Too Many Requests.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await member.client.post(path, { name: '' })).body.code).toBe('list-name-empty');
    expect((await member.client.post(path, { name: 'x' })).status).toBe(429);
    expect((await api.db.query(`SELECT count(*)::int AS n FROM lists WHERE user_id = $1`, [member.id]))[0].n).toBe(2); // bookmarks and the one that got through
    // Per user: someone else still creates.
    const other = await signUp(api);
    expect((await other.client.post(`/api/users/${other.name}/lists`, { name: 'their_list' })).status).toBe(200);
  });
});

describe('edit and delete a list: 1 per second per user, shared', () => {
  it('counts PUT and DELETE in one budget, and only for the owner', async () => {
    const owner = await signUp(api);
    const stranger = await signUp(api);
    const created = await owner.client.post(`/api/users/${owner.name}/lists`, { name: 'limited', public: true });
    const id = created.body[0].name === 'limited' ? created.body[0].id : created.body[1].id;
    // A stranger's refused attempts do not spend the owner's budget.
    expect((await stranger.client.send('put', `/api/lists/${id}`, { displayName: 'x' })).status).toBe(403);
    const both = await Promise.all([owner.client.send('put', `/api/lists/${id}`, { displayName: 'Renamed' }), owner.client.send('delete', `/api/lists/${id}`)]);
    expect(statuses(both)).toEqual([200, 429]);
  });
});

describe('add list item: 2 per second per user', () => {
  it('refuses the third add in a second, before reading the body; removals are not limited', async () => {
    const owner = await signUp(api);
    const posts = await Promise.all([1, 2, 3].map(() => insertPost(api, owner, community.id)));
    const bookmarks = (await owner.client.get(`/api/users/${owner.name}/lists/bookmarks`)).body;
    const path = `/api/lists/${bookmarks.id}/items`;
    const adds = await Promise.all(posts.map((p) => owner.client.post(path, { targetType: 'post', targetId: p.id })));
    expect(statuses(adds)).toEqual([200, 200, 429]);
    // A readable body of the wrong shape waits for the limit (JSON syntax errors are answered at the edge).
    expect((await owner.client.post(path, { targetType: 'video' })).status).toBe(429);
    expect(await counts(api, bookmarks.id)).toEqual({ rows: 2, numItems: 2 });
    const removals = await Promise.all(posts.map((p) => owner.client.send('delete', path, { targetType: 'post', targetId: p.id })));
    expect(statuses(removals)).toEqual([200, 200, 200]);
    expect(await counts(api, bookmarks.id)).toEqual({ rows: 0, numItems: 0 });
  });
});
