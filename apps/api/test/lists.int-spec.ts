import type { InitialState, List, ListItem, ListItemsPage, Post } from '@app/contract';
import { AccountErasure } from '@app/server/core/events';
import { addComment, insertPost, TestPost } from './comment-fixtures';
import { Member, signUp, uniqueName } from './community-fixtures';
import { TestApi } from './harness';
import { addItem, bookmarksOf, counts, createList } from './list-fixtures';
import { startWithCommunity } from './support/forum';
import { errorBody } from './support/error-body';

let api: TestApi;
let community: { id: string; name: string };

beforeAll(async () => ({ api, community } = await startWithCommunity({ rateLimitsEnabled: false })));
afterAll(() => api.close());

const UNKNOWN_ID = 'ffffffffffffffff00000000';

describe('bookmarks at signup', () => {
  it('gives every new account a private bookmarks list, shown in _initial', async () => {
    const member = await signUp(api);
    const initial = (await member.client.get('/api/_initial')).body as InitialState;
    expect(initial.lists).toEqual([
      {
        id: expect.any(Number),
        userId: member.id,
        username: member.name,
        name: 'bookmarks',
        displayName: 'Bookmarks',
        description: null,
        public: false,
        numItems: 0,
        sort: 'addedDsc',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
        lastUpdatedAt: expect.stringMatching(/Z$/),
      },
    ]);
    expect(initial.lists[0].id).toBeGreaterThanOrEqual(100000);
  });

  it('gives a visitor no lists in _initial', async () => {
    expect((await api.client().get('/api/_initial')).body.lists).toEqual([]);
  });

  it('lists _initial lists most recently updated first', async () => {
    const member = await signUp(api);
    const first = await createList(member, 'first_one');
    await createList(member, 'second_one');
    const post = await insertPost(api, member, community.id);
    await api.db.query(`UPDATE lists SET last_updated_at = now() - interval '1 day' WHERE user_id = $1`, [member.id]);
    await addItem(member, first.id, 'post', post.id);
    const names = ((await member.client.get('/api/_initial')).body as InitialState).lists.map((l) => l.name);
    expect(names[0]).toBe('first_one');
    expect(names.sort()).toEqual(['bookmarks', 'first_one', 'second_one']);
  });

  it('creates the account and its bookmarks in one transaction: a failing list insert leaves no account', async () => {
    await api.db.query(`
      CREATE FUNCTION refuse_lists() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$;
      CREATE TRIGGER refuse_lists BEFORE INSERT ON lists FOR EACH ROW EXECUTE FUNCTION refuse_lists();`);
    const name = uniqueName('tx');
    try {
      const res = await api.client().signup(name);
      expect(res.status).toBe(500);
    } finally {
      await api.db.query(`DROP TRIGGER refuse_lists ON lists; DROP FUNCTION refuse_lists();`);
    }
    expect(await api.db.query(`SELECT id FROM users WHERE lower(username) = lower($1)`, [name])).toEqual([]);
    expect((await api.client().signup(name)).status).toBe(201);
  });
});

describe('GET /api/users/{username}/lists', () => {
  let owner: Member;
  let other: Member;

  beforeAll(async () => {
    owner = await signUp(api);
    other = await signUp(api);
    await createList(owner, 'Zeta_public', { public: true });
    await createList(owner, 'alpha_public', { public: true });
    await createList(owner, 'middle_private');
  });

  const names = (lists: List[]) => lists.map((l) => l.name);

  it('shows the owner every list, most recently updated first by default', async () => {
    await api.db.query(`UPDATE lists SET last_updated_at = now() - (id || ' seconds')::interval WHERE user_id = $1`, [owner.id]);
    const res = await owner.client.get(`/api/users/${owner.name}/lists`);
    expect(res.status).toBe(200);
    const ids = (res.body as List[]).map((l) => l.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(names(res.body).sort()).toEqual(['Zeta_public', 'alpha_public', 'bookmarks', 'middle_private']);
  });

  it('sorts by name case-insensitively and filters', async () => {
    expect(names((await owner.client.get(`/api/users/${owner.name}/lists?sort=name`)).body)).toEqual([
      'alpha_public',
      'bookmarks',
      'middle_private',
      'Zeta_public',
    ]);
    expect(names((await owner.client.get(`/api/users/${owner.name}/lists?sort=name&filter=public`)).body)).toEqual(['alpha_public', 'Zeta_public']);
    expect(names((await owner.client.get(`/api/users/${owner.name}/lists?sort=name&filter=private`)).body)).toEqual(['bookmarks', 'middle_private']);
    expect(names((await owner.client.get(`/api/users/${owner.name}/lists?sort=lastAdded&filter=all`)).body)).toHaveLength(4);
  });

  it('shows others and visitors only the public lists, after the filter', async () => {
    for (const client of [other.client, api.client()]) {
      expect(names((await client.get(`/api/users/${owner.name.toUpperCase()}/lists?sort=name`)).body)).toEqual(['alpha_public', 'Zeta_public']);
      expect((await client.get(`/api/users/${owner.name}/lists?filter=private`)).body).toEqual([]);
    }
  });

  it('refuses unknown users, sorts and filters', async () => {
    expect((await owner.client.get('/api/users/nobody_here_x/lists')).body).toEqual(errorBody(404, 'user_not_found', 'User not found.'));
    expect((await owner.client.get(`/api/users/${owner.name}/lists?sort=new`)).body).toEqual(errorBody(400, 'invalid-lists-sort', 'Invalid lists sort.'));
    expect((await owner.client.get(`/api/users/${owner.name}/lists?filter=mine`)).body).toEqual(
      errorBody(400, 'invalid-lists-filter', 'Invalid lists filter.'),
    );
  });
});

describe('POST /api/users/{username}/lists', () => {
  let owner: Member;

  beforeAll(async () => {
    owner = await signUp(api);
  });

  it('creates a list and answers all of the owner lists', async () => {
    const res = await owner.client.post(`/api/users/${owner.name}/lists?sort=name`, {
      name: 'Reading',
      displayName: 'To read',
      description: 'Later',
      public: true,
    });
    expect(res.status).toBe(200);
    expect((res.body as List[]).map((l) => l.name)).toEqual(['bookmarks', 'Reading']);
    const created = (res.body as List[])[1];
    expect(created).toMatchObject({
      name: 'Reading',
      displayName: 'To read',
      description: 'Later',
      public: true,
      numItems: 0,
      sort: 'addedDsc',
      username: owner.name,
    });
    expect((await owner.client.get(`/api/lists/${created.id}`)).body).toEqual(created);
  });

  it('defaults: private, display name = name, "" description = null; cuts long texts', async () => {
    const list = await createList(owner, 'defaults', { displayName: '', description: '' });
    expect(list).toMatchObject({ public: false, displayName: 'defaults', description: null });
    const long = await createList(owner, 'long_texts', { displayName: '😀'.repeat(60), description: 'x'.repeat(10_005) });
    expect(long.displayName).toBe('😀'.repeat(50));
    expect(long.description).toHaveLength(10_000);
  });

  it.each([
    ['', 'list-name-empty', 'List name cannot be empty.'],
    ['ab', 'invalid-list-name', 'list name is too short'],
    ['a'.repeat(22), 'invalid-list-name', 'list name is too long'],
    ['bad-name', 'invalid-list-name', 'list name contains disallowed characters'],
    ['with space', 'invalid-list-name', 'list name contains disallowed characters'],
  ])('refuses the name %j', async (name, code, message) => {
    expect((await owner.client.post(`/api/users/${owner.name}/lists`, { name })).body).toEqual(errorBody(400, code, message));
  });

  it('refuses a missing name as empty, and wrong JSON types', async () => {
    expect((await owner.client.post(`/api/users/${owner.name}/lists`, {})).body).toEqual(errorBody(400, 'list-name-empty', 'List name cannot be empty.'));
    expect((await owner.client.post(`/api/users/${owner.name}/lists`, { name: 5 })).body.code).toBe('invalid_json');
    expect((await owner.client.post(`/api/users/${owner.name}/lists`, { name: 'okname', public: 'yes' })).body.code).toBe('invalid_json');
  });

  it('refuses a name the owner already has, in any case', async () => {
    expect((await owner.client.post(`/api/users/${owner.name}/lists`, { name: 'BookMarks' })).body).toEqual(
      errorBody(409, 'duplicate-list', 'A list with that name already exists.'),
    );
    // Another user may use the same name.
    expect((await (await signUp(api)).client.post(`/api/users/${owner.name}/lists`, { name: 'x' })).status).toBe(403);
    const second = await signUp(api);
    expect((await second.client.post(`/api/users/${second.name}/lists`, { name: 'Reading' })).status).toBe(200);
  });

  it('answers 404 for an unknown user before 401, then 403 for someone else', async () => {
    const visitor = api.client();
    expect((await visitor.post('/api/users/no_such_user_q/lists', { name: 'abc' })).body).toEqual(errorBody(404, 'user_not_found', 'User not found.'));
    expect((await visitor.post(`/api/users/${owner.name}/lists`, { name: 'abc' })).body).toEqual(errorBody(401, 'not_logged_in', 'User is not logged in.'));
    const other = await signUp(api);
    expect((await other.client.post(`/api/users/${owner.name}/lists`, { name: 'abc' })).body).toEqual(errorBody(403, 'not-your-list', 'Not your list.'));
    expect(await api.db.query(`SELECT 1 FROM lists WHERE user_id = $1 AND name = 'abc'`, [owner.id])).toEqual([]);
  });

  it('checks the query before creating anything', async () => {
    expect((await owner.client.post(`/api/users/${owner.name}/lists?sort=bad`, { name: 'never_made' })).body.code).toBe('invalid-lists-sort');
    expect((await owner.client.post(`/api/users/${owner.name}/lists?filter=bad`, { name: 'never_made' })).body.code).toBe('invalid-lists-filter');
    expect(await api.db.query(`SELECT 1 FROM lists WHERE name = 'never_made'`)).toEqual([]);
  });
});

describe('reading one list', () => {
  let owner: Member;
  let other: Member;
  let secret: List;
  let shared: List;

  beforeAll(async () => {
    owner = await signUp(api);
    other = await signUp(api);
    secret = await createList(owner, 'Secret_one');
    shared = await createList(owner, 'Shared_one', { public: true });
  });

  it('finds a list by name (both parts case-insensitive) and by id', async () => {
    const byName = await owner.client.get(`/api/users/${owner.name.toUpperCase()}/lists/secret_ONE`);
    expect(byName.status).toBe(200);
    expect(byName.body).toEqual(secret);
    expect((await owner.client.get(`/api/lists/${secret.id}`)).body).toEqual(secret);
  });

  it('shows a public list to anyone and hides a private one behind 404', async () => {
    for (const client of [other.client, api.client()]) {
      expect((await client.get(`/api/lists/${shared.id}`)).body).toEqual(shared);
      expect((await client.get(`/api/users/${owner.name}/lists/Shared_one`)).body).toEqual(shared);
      expect((await client.get(`/api/lists/${secret.id}`)).body).toEqual(errorBody(404, 'list-not-found', 'List not found.'));
      expect((await client.get(`/api/users/${owner.name}/lists/Secret_one`)).body).toEqual(errorBody(404, 'list-not-found', 'List not found.'));
    }
  });

  it('answers 404 for unknown users and lists, 400 for a non-integer id', async () => {
    expect((await owner.client.get('/api/users/no_such_user_q/lists/bookmarks')).body).toEqual(errorBody(404, 'user_not_found', 'User not found.'));
    expect((await owner.client.get(`/api/users/${owner.name}/lists/nothing_here`)).body.code).toBe('list-not-found');
    for (const id of ['99999', '0', '-3', '99999999999999999999']) expect((await owner.client.get(`/api/lists/${id}`)).body.code).toBe('list-not-found');
    for (const id of ['abc', '1.5', '12x'])
      expect((await owner.client.get(`/api/lists/${id}`)).body).toEqual(errorBody(400, 'invalid-list-id', 'Invalid list id.'));
  });
});

describe('PUT a list', () => {
  let owner: Member;
  let other: Member;

  beforeAll(async () => {
    owner = await signUp(api);
    other = await signUp(api);
  });

  it('changes only the fields sent, by id and by name', async () => {
    const list = await createList(owner, 'editable', { displayName: 'Edit me', description: 'Words', public: false });
    const res = await owner.client.send('put', `/api/lists/${list.id}`, { displayName: 'Edited' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...list, displayName: 'Edited' });
    const renamed = await owner.client.send('put', `/api/users/${owner.name}/lists/EDITABLE`, {
      name: 'renamed',
      description: null,
      public: true,
      sort: 'createdAsc',
    });
    expect(renamed.body).toEqual({ ...list, displayName: 'Edited', name: 'renamed', description: null, public: true, sort: 'createdAsc' });
    expect((await owner.client.get(`/api/users/${owner.name}/lists/renamed`)).body).toEqual(renamed.body);
    expect((await owner.client.get(`/api/users/${owner.name}/lists/editable`)).status).toBe(404);
  });

  it('reads a null name, display name, visibility or sort as omitted; a null description clears it (was a 500, found by the route fuzzer)', async () => {
    const list = await createList(owner, 'nullable', { displayName: 'Kept', description: 'Words', public: true });
    const res = await owner.client.send('put', `/api/lists/${list.id}`, { name: null, displayName: null, public: null, sort: null, description: null });
    expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { ...list, description: null } });
    expect((await owner.client.get(`/api/users/${owner.name}/lists/nullable`)).body).toEqual({ ...list, description: null });
  });

  it('accepts every item sort, refuses others', async () => {
    const list = await createList(owner, 'sorts');
    for (const sort of ['addedDsc', 'addedAsc', 'createdDsc', 'createdAsc'])
      expect((await owner.client.send('put', `/api/lists/${list.id}`, { sort })).body.sort).toBe(sort);
    expect((await owner.client.send('put', `/api/lists/${list.id}`, { sort: 'newest', name: 'x' })).body).toEqual(
      errorBody(400, 'invalid-list-sort', 'Invalid list sort.'),
    );
  });

  it('applies the name rules, the display name rules and uniqueness', async () => {
    const list = await createList(owner, 'named');
    for (const [name, message] of [
      ['', 'list name is empty'],
      ['ab', 'list name is too short'],
      ['b'.repeat(22), 'list name is too long'],
      ['no.dots', 'list name contains disallowed characters'],
    ]) {
      expect((await owner.client.send('put', `/api/lists/${list.id}`, { name })).body).toEqual(errorBody(400, 'invalid-list-name', message));
    }
    expect((await owner.client.send('put', `/api/lists/${list.id}`, { name: 'Bookmarks' })).body).toEqual(
      errorBody(409, 'duplicate-list', 'A list with that name already exists.'),
    );
    expect((await owner.client.send('put', `/api/lists/${list.id}`, { name: 'NAMED' })).body.name).toBe('NAMED');
    expect((await owner.client.send('put', `/api/lists/${list.id}`, { displayName: '' })).body.displayName).toBe('NAMED');
    expect((await owner.client.send('put', `/api/lists/${list.id}`, { displayName: 'y'.repeat(80), description: '' })).body).toMatchObject({
      displayName: 'y'.repeat(50),
      description: null,
    });
    expect((await owner.client.send('put', `/api/lists/${list.id}`, { public: 'no' })).body.code).toBe('invalid_json');
  });

  it('checks the list, then the login, then the owner', async () => {
    const secret = await createList(owner, 'put_secret');
    const shared = await createList(owner, 'put_shared', { public: true });
    const visitor = api.client();
    expect((await visitor.send('put', '/api/lists/99999', { name: 'zzz' })).body.code).toBe('list-not-found');
    expect((await visitor.send('put', '/api/lists/nope', { name: 'zzz' })).body.code).toBe('invalid-list-id');
    expect((await visitor.send('put', `/api/lists/${shared.id}`, { name: 'zzz' })).body).toEqual(errorBody(401, 'not_logged_in', 'User is not logged in.'));
    expect((await other.client.send('put', `/api/lists/${secret.id}`, { name: 'zzz' })).body).toEqual(errorBody(404, 'list-not-found', 'List not found.'));
    expect((await other.client.send('put', `/api/lists/${shared.id}`, { name: 'zzz' })).body).toEqual(errorBody(403, 'not-list-owner', 'Not list owner.'));
    expect((await owner.client.get(`/api/lists/${shared.id}`)).body).toEqual(shared);
  });
});

describe('DELETE a list', () => {
  it('deletes the list and its items; bookmarks too', async () => {
    const owner = await signUp(api);
    const post = await insertPost(api, owner, community.id);
    const bookmarks = await bookmarksOf(owner);
    await addItem(owner, bookmarks.id, 'post', post.id);
    const res = await owner.client.send('delete', `/api/users/${owner.name}/lists/bookmarks`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: bookmarks.id, name: 'bookmarks', numItems: 1 });
    expect((await owner.client.get(`/api/lists/${bookmarks.id}`)).status).toBe(404);
    expect(await counts(api, bookmarks.id)).toEqual({ rows: 0, numItems: null });
    const other = await createList(owner, 'by_id');
    expect((await owner.client.send('delete', `/api/lists/${other.id}`)).body).toEqual(other);
    expect((await owner.client.get('/api/_initial')).body.lists).toEqual([]);
  });

  it('refuses strangers as the access rule says', async () => {
    const owner = await signUp(api);
    const other = await signUp(api);
    const shared = await createList(owner, 'del_shared', { public: true });
    expect((await api.client().send('delete', `/api/lists/${shared.id}`)).body.code).toBe('not_logged_in');
    expect((await other.client.send('delete', `/api/lists/${shared.id}`)).body.code).toBe('not-list-owner');
    expect((await other.client.send('delete', `/api/users/${owner.name}/lists/bookmarks`)).body.code).toBe('list-not-found');
    expect((await owner.client.get(`/api/lists/${shared.id}`)).status).toBe(200);
  });
});

describe('list items', () => {
  let owner: Member;
  let other: Member;
  let post: TestPost;
  let comment: { id: string };
  let list: List;

  beforeAll(async () => {
    owner = await signUp(api);
    other = await signUp(api);
    post = await insertPost(api, other, community.id);
    comment = await addComment(other, post, 'Saved words');
    list = await createList(owner, 'items_list', { public: true });
  });

  it('adds a post and a comment, counting each once', async () => {
    const page = await addItem(owner, list.id, 'post', post.id);
    expect(page.next).toBeNull();
    expect(page.items).toHaveLength(1);
    const [item] = page.items;
    expect(item).toEqual({
      id: expect.any(Number),
      listId: list.id,
      targetType: 'post',
      targetId: post.id,
      createdAt: expect.stringMatching(/Z$/),
      targetItem: expect.objectContaining({ id: post.id }),
    });
    expect((item.targetItem as Post).userVoted).toBe(false);
    await addItem(owner, list.id, 'post', post.id);
    const withComment = await addItem(owner, list.id, 'comment', comment.id);
    expect(withComment.items.map((i) => i.targetId).sort()).toEqual([comment.id, post.id].sort());
    const commentItem = withComment.items.find((i) => i.targetType === 'comment') as ListItem;
    expect(commentItem.targetItem).toMatchObject({ id: comment.id, body: 'Saved words', postTitle: `Post ${post.publicId}` });
    expect(await counts(api, list.id)).toEqual({ rows: 2, numItems: 2 });
    const stored = (await owner.client.get(`/api/lists/${list.id}`)).body as List;
    expect(stored.numItems).toBe(2);
    expect(Date.parse(stored.lastUpdatedAt)).toBeGreaterThanOrEqual(Date.parse(list.lastUpdatedAt));
  });

  it('moves lastUpdatedAt only when an item is really added', async () => {
    const fresh = await createList(owner, 'bump_list');
    await api.db.query(`UPDATE lists SET last_updated_at = '2020-01-01' WHERE id = $1`, [fresh.id]);
    await addItem(owner, fresh.id, 'post', post.id);
    const after = ((await owner.client.get(`/api/lists/${fresh.id}`)).body as List).lastUpdatedAt;
    expect(Date.parse(after)).toBeGreaterThan(Date.parse('2024-01-01'));
    await api.db.query(`UPDATE lists SET last_updated_at = '2020-01-01' WHERE id = $1`, [fresh.id]);
    await addItem(owner, fresh.id, 'post', post.id);
    expect(((await owner.client.get(`/api/lists/${fresh.id}`)).body as List).lastUpdatedAt).toBe('2020-01-01T00:00:00Z');
  });

  it('answers the target not-found codes for unknown targets', async () => {
    expect((await owner.client.post(`/api/lists/${list.id}/items`, { targetType: 'post', targetId: UNKNOWN_ID })).body).toEqual(
      errorBody(404, 'post/not-found', 'Post(s) not found.'),
    );
    expect((await owner.client.post(`/api/lists/${list.id}/items`, { targetType: 'comment', targetId: UNKNOWN_ID })).body).toEqual(
      errorBody(404, 'comment_not_found', 'Comment(s) not found.'),
    );
    expect(await counts(api, list.id)).toEqual({ rows: 2, numItems: 2 });
  });

  it.each([
    ['an unknown type', { targetType: 'video', targetId: 'ffffffffffffffff00000000' }],
    ['a malformed id', { targetType: 'post', targetId: 'abc' }],
    ['a number id', { targetType: 'post', targetId: 5 }],
    ['no fields', {}],
    ['an array', []],
    ['broken JSON', '{"targetType": '],
    ['not JSON', 'hello'],
  ])('answers "Bad JSON body." for %s', async (_label, body) => {
    for (const method of ['post', 'delete'] as const) {
      const res = await owner.client.send(method, `/api/users/${owner.name}/lists/items_list/items`, body);
      expect({ method, body: res.body }).toEqual({ method, body: errorBody(400, undefined, 'Bad JSON body.') });
    }
    expect(await counts(api, list.id)).toEqual({ rows: 2, numItems: 2 });
  });

  it('checks the list, then the login, then the owner, before the body', async () => {
    const secret = await createList(owner, 'items_secret');
    const body = { targetType: 'post', targetId: post.id };
    const visitor = api.client();
    expect((await visitor.post('/api/lists/99999/items', body)).body.code).toBe('list-not-found');
    expect((await visitor.post(`/api/users/nobody_here_q/lists/x/items`, body)).body.code).toBe('user_not_found');
    expect((await visitor.post(`/api/lists/${list.id}/items`, body)).body.code).toBe('not_logged_in');
    expect((await visitor.send('delete', `/api/lists/${list.id}/items`)).body.code).toBe('not_logged_in');
    expect((await other.client.post(`/api/lists/${list.id}/items`, 'garbage{')).body).toEqual(errorBody(400, undefined, 'Bad JSON body.'));
    expect((await other.client.post(`/api/lists/${list.id}/items`, body)).body).toEqual(errorBody(403, 'not-list-owner', 'Not list owner.'));
    expect((await other.client.send('delete', `/api/lists/${list.id}/items`)).body.code).toBe('not-list-owner');
    expect((await other.client.post(`/api/lists/${secret.id}/items`, body)).body.code).toBe('list-not-found');
    expect((await other.client.send('delete', `/api/lists/${secret.id}/items`)).body.code).toBe('list-not-found');
    expect(await counts(api, list.id)).toEqual({ rows: 2, numItems: 2 });
  });

  it('shows items of a public list to anyone, with viewer fields for that viewer', async () => {
    const visitorPage = (await api.client().get(`/api/lists/${list.id}/items`)).body as ListItemsPage;
    expect(visitorPage.items).toHaveLength(2);
    const visitorPost = visitorPage.items.find((i) => i.targetType === 'post')?.targetItem as Post;
    expect(visitorPost.userVoted).toBeNull();
    // A logged-in viewer gets a boolean, never null (docs/api/README.md, "Identifiers and values").
    const authorPost = ((await other.client.get(`/api/lists/${list.id}/items`)).body as ListItemsPage).items.find((i) => i.targetType === 'post')
      ?.targetItem as Post;
    expect(typeof authorPost.userVoted).toBe('boolean');
  });

  it('hides items of a private list behind 404', async () => {
    const secret = await createList(owner, 'items_hidden');
    expect((await owner.client.get(`/api/lists/${secret.id}/items`)).body).toEqual({ items: [], next: null });
    expect((await other.client.get(`/api/lists/${secret.id}/items`)).body.code).toBe('list-not-found');
    expect((await api.client().get(`/api/users/${owner.name}/lists/items_hidden/items`)).body.code).toBe('list-not-found');
  });

  it('refuses bad limits, sorts and cursors', async () => {
    for (const limit of ['x', '0', '-2', '1.5'])
      expect((await owner.client.get(`/api/lists/${list.id}/items?limit=${limit}`)).body).toEqual(errorBody(400, 'invalid-limit', 'Invalid limit value.'));
    expect((await owner.client.get(`/api/lists/${list.id}/items?sort=hot`)).body).toEqual(errorBody(400, 'invalid-list-sort', 'Invalid list sort.'));
    for (const [sort, next] of [
      ['addedDsc', 'zzz'],
      ['createdDsc', '123'],
      ['addedAsc', UNKNOWN_ID],
    ]) {
      expect((await owner.client.get(`/api/lists/${list.id}/items?sort=${sort}&next=${next}`)).body).toEqual(
        errorBody(400, 'invalid_cursor', 'Invalid feed pagination cursor.'),
      );
    }
    expect((await owner.client.get(`/api/lists/${list.id}/items?limit=1`)).body.items).toHaveLength(1);
    expect((await owner.client.get(`/api/lists/${list.id}/items?limit=1000`)).body.items).toHaveLength(2);
  });

  it('keeps the item of a deleted post, showing it deleted; a vanished target shows as null', async () => {
    const own = await createList(owner, 'deleted_targets');
    const doomed = await insertPost(api, owner, community.id);
    const vanished = await insertPost(api, owner, community.id);
    await addItem(owner, own.id, 'post', doomed.id);
    await addItem(owner, own.id, 'post', vanished.id);
    expect((await owner.client.send('delete', `/api/posts/${doomed.publicId}?deleteAs=normal`)).status).toBe(200);
    await api.db.query(`DELETE FROM post_windows WHERE post_id = $1`, [vanished.id]).catch(() => undefined);
    await api.db.query(`DELETE FROM post_votes WHERE post_id = $1`, [vanished.id]);
    await api.db.query(`DELETE FROM posts WHERE id = $1`, [vanished.id]);
    const page = (await owner.client.get(`/api/lists/${own.id}/items`)).body as ListItemsPage;
    const byTarget = new Map(page.items.map((i) => [i.targetId, i.targetItem]));
    expect((byTarget.get(doomed.id) as Post).deleted).toBe(true);
    expect(byTarget.get(vanished.id)).toBeNull();
    expect(await counts(api, own.id)).toEqual({ rows: 2, numItems: 2 });
  });

  it('removes one item with a body, clears with no body', async () => {
    const own = await createList(owner, 'removals');
    const second = await insertPost(api, owner, community.id);
    await addItem(owner, own.id, 'post', post.id);
    await addItem(owner, own.id, 'post', second.id);
    await addItem(owner, own.id, 'comment', comment.id);
    const afterOne = await owner.client.send('delete', `/api/lists/${own.id}/items`, { targetType: 'post', targetId: post.id });
    expect(afterOne.status).toBe(200);
    expect((afterOne.body as ListItemsPage).items.map((i) => i.targetId).sort()).toEqual([comment.id, second.id].sort());
    expect(await counts(api, own.id)).toEqual({ rows: 2, numItems: 2 });
    // Removing what is not there changes nothing.
    await owner.client.send('delete', `/api/lists/${own.id}/items`, { targetType: 'comment', targetId: post.id });
    expect(await counts(api, own.id)).toEqual({ rows: 2, numItems: 2 });
    const cleared = await owner.client.send('delete', `/api/users/${owner.name}/lists/removals/items`);
    expect(cleared.body).toEqual({ items: [], next: null });
    expect(await counts(api, own.id)).toEqual({ rows: 0, numItems: 0 });
  });

  it('keeps numItems exact under concurrent adds and removals', async () => {
    const own = await createList(owner, 'concurrent');
    const posts = await Promise.all(Array.from({ length: 12 }, () => insertPost(api, owner, community.id)));
    await Promise.all(posts.map((p) => owner.client.post(`/api/lists/${own.id}/items`, { targetType: 'post', targetId: p.id })));
    await Promise.all([
      ...posts.slice(0, 6).map((p) => owner.client.send('delete', `/api/lists/${own.id}/items`, { targetType: 'post', targetId: p.id })),
      ...posts.slice(0, 6).map((p) => owner.client.post(`/api/lists/${own.id}/items`, { targetType: 'post', targetId: p.id })),
    ]);
    const after = await counts(api, own.id);
    expect(after.numItems).toBe(after.rows);
    await Promise.all([
      owner.client.send('delete', `/api/lists/${own.id}/items`),
      ...posts.map((p) => owner.client.post(`/api/lists/${own.id}/items`, { targetType: 'post', targetId: p.id })),
    ]);
    const final = await counts(api, own.id);
    expect(final.numItems).toBe(final.rows);
  });
});

describe('DELETE /api/lists/{listId}/items/{itemId}', () => {
  let owner: Member;
  let other: Member;
  let post: TestPost;

  beforeAll(async () => {
    owner = await signUp(api);
    other = await signUp(api);
    post = await insertPost(api, owner, community.id);
  });

  it('removes the item and answers it with targetItem null', async () => {
    const list = await createList(owner, 'by_item');
    const [item] = (await addItem(owner, list.id, 'post', post.id)).items;
    const res = await owner.client.send('delete', `/api/lists/${list.id}/items/${item.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...item, targetItem: null });
    expect(await counts(api, list.id)).toEqual({ rows: 0, numItems: 0 });
    expect((await owner.client.send('delete', `/api/lists/${list.id}/items/${item.id}`)).body).toEqual(
      errorBody(404, 'list-item-not-found', 'List item not found.'),
    );
  });

  it('answers each error in the contract order', async () => {
    const shared = await createList(owner, 'by_item_shared', { public: true });
    const secret = await createList(owner, 'by_item_secret');
    const [item] = (await addItem(owner, shared.id, 'post', post.id)).items;
    const [secretItem] = (await addItem(owner, secret.id, 'post', post.id)).items;
    const visitor = api.client();
    expect((await visitor.send('delete', `/api/lists/abc/items/${item.id}`)).body).toEqual(errorBody(400, 'invalid-list-id', 'Invalid list id.'));
    expect((await visitor.send('delete', `/api/lists/99999/items/${item.id}`)).body.code).toBe('list-not-found');
    expect((await visitor.send('delete', `/api/lists/${shared.id}/items/${item.id}`)).body.code).toBe('not_logged_in');
    expect((await other.client.send('delete', `/api/lists/${shared.id}/items/xyz`)).body).toEqual(errorBody(400, 'invalid-item-id', 'Invalid item id.'));
    expect((await other.client.send('delete', `/api/lists/${shared.id}/items/${item.id}`)).body).toEqual(errorBody(403, 'not-your-list', 'Not your list.'));
    expect((await other.client.send('delete', `/api/lists/${secret.id}/items/${secretItem.id}`)).body.code).toBe('list-not-found');
    // An item of another list is not found through this one.
    expect((await owner.client.send('delete', `/api/lists/${secret.id}/items/${item.id}`)).body.code).toBe('list-item-not-found');
    expect((await owner.client.send('delete', `/api/lists/${secret.id}/items/0`)).body.code).toBe('list-item-not-found');
    expect(await counts(api, shared.id)).toEqual({ rows: 1, numItems: 1 });
    expect(await counts(api, secret.id)).toEqual({ rows: 1, numItems: 1 });
  });
});

describe('GET /api/lists/_saved_to', () => {
  it("answers the ids of the viewer's own lists holding the target, never another user's", async () => {
    const owner = await signUp(api);
    const other = await signUp(api);
    const post = await insertPost(api, owner, community.id);
    const comment = await addComment(owner, post);
    const bookmarks = await bookmarksOf(owner);
    const second = await createList(owner, 'saved_two', { public: true });
    await addItem(owner, second.id, 'post', post.id);
    await addItem(owner, bookmarks.id, 'post', post.id);
    const othersList = await createList(other, 'others_pub', { public: true });
    await addItem(other, othersList.id, 'post', post.id);
    await addItem(other, (await bookmarksOf(other)).id, 'comment', comment.id);
    const mine = await owner.client.get(`/api/lists/_saved_to?id=${post.id}&type=post`);
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([bookmarks.id, second.id].sort((a, b) => a - b));
    expect((await other.client.get(`/api/lists/_saved_to?id=${post.id}&type=post`)).body).toEqual([othersList.id]);
    expect((await owner.client.get(`/api/lists/_saved_to?id=${comment.id}&type=comment`)).body).toEqual([]);
    expect((await owner.client.get(`/api/lists/_saved_to?id=${post.id}&type=comment`)).body).toEqual([]);
  });

  it('refuses visitors, bad ids and bad types', async () => {
    const member = await signUp(api);
    expect((await api.client().get(`/api/lists/_saved_to?id=${UNKNOWN_ID}&type=post`)).body).toEqual(errorBody(401, 'not_logged_in', 'User is not logged in.'));
    expect((await member.client.get('/api/lists/_saved_to?id=abc&type=post')).body).toEqual(errorBody(400, 'invalid-target-id', 'Invalid target id.'));
    expect((await member.client.get('/api/lists/_saved_to?type=post')).body.code).toBe('invalid-target-id');
    expect((await member.client.get(`/api/lists/_saved_to?id=${UNKNOWN_ID}&type=user`)).body).toEqual(
      errorBody(400, 'invalid-content-type', 'Invalid content type.'),
    );
  });
});

describe('account erasure', () => {
  it('registers a lists step that deletes the account lists and their items', async () => {
    const member = await signUp(api);
    const post = await insertPost(api, member, community.id);
    const list = await createList(member, 'erase_me', { public: true });
    await addItem(member, list.id, 'post', post.id);
    const bystander = await signUp(api);
    const erasure = api.app.get(AccountErasure);
    expect(erasure.registeredAreas()).toContain('lists');
    await api.db.transaction((tx) => erasure.eraseAccount(tx, member.id));
    expect(await api.db.query(`SELECT id FROM lists WHERE user_id = $1`, [member.id])).toEqual([]);
    expect(await counts(api, list.id)).toEqual({ rows: 0, numItems: null });
    expect((await bookmarksOf(bystander)).name).toBe('bookmarks');
  });
});
