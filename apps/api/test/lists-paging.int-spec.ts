import type { ListItemsPage, ListItemsSort } from '@app/contract';
import { insertPost } from './comment-fixtures';
import { createCommunity, makeAdmin, Member, signUp } from './community-fixtures';
import { TestApi } from './harness';
import { createList } from './list-fixtures';

let api: TestApi;
let owner: Member;
let listId: number;
/** The stored items: item id, added time (ms), target id. */
let rows: { id: number; at: number; targetId: string }[];

const ITEMS = 250;
/** Items share few seconds, so every page boundary falls inside a second: the tie-breaker must hold. */
const SECONDS = 9;

beforeAll(async () => {
  api = await TestApi.start({ rateLimitsEnabled: false });
  owner = await makeAdmin(api, await signUp(api));
  const community = await createCommunity(owner);
  const parent = await insertPost(api, owner, community.id);
  listId = (await createList(owner, 'big_list')).id;
  // Targets: every 5th a comment, the rest posts; ids rise with i, so target order is i order.
  await api.db.query(
    `WITH t AS (
       SELECT g, lpad(to_hex((extract(epoch FROM now()) * 1e9)::bigint + g * 1000), 16, '0') || lpad(to_hex(g), 8, '0') AS id FROM generate_series(1, $1) g
     ), posts AS (
       INSERT INTO posts (id, public_id, type, user_id, community_id, title, body, created_at, last_activity_at)
       SELECT id, lpad(g::text, 8, 'p'), 'text', $2, $3, 'Paged ' || g, 'Body', now(), now() FROM t WHERE g % 5 <> 0
     ), comments AS (
       INSERT INTO comments (id, post_id, community_id, user_id, body, created_at)
       SELECT id, $4, $3, $2, 'Paged comment ' || g, now() FROM t WHERE g % 5 = 0
     )
     INSERT INTO list_items (list_id, target_type, target_id, created_at)
     SELECT $5, CASE WHEN g % 5 = 0 THEN 'comment' ELSE 'post' END, id,
            date_trunc('second', now()) - ((g * 7 % $6) || ' seconds')::interval
     FROM t ORDER BY md5(id)`,
    [ITEMS, owner.id, community.id, parent.id, listId, SECONDS],
  );
  await api.db.query(`UPDATE lists SET num_items = $2 WHERE id = $1`, [listId, ITEMS]);
  const stored = await api.db.query(`SELECT id, created_at, target_id FROM list_items WHERE list_id = $1`, [listId]);
  rows = stored.map((r: { id: number; created_at: Date; target_id: string }) => ({ id: r.id, at: r.created_at.getTime(), targetId: r.target_id }));
});

afterAll(async () => {
  await api.close();
});

const cmp = (a: number | string, b: number | string) => (a < b ? -1 : a > b ? 1 : 0);

function expectedOrder(sort: ListItemsSort): number[] {
  const order = {
    addedDsc: (a: (typeof rows)[0], b: (typeof rows)[0]) => cmp(b.at, a.at) || cmp(b.id, a.id),
    addedAsc: (a: (typeof rows)[0], b: (typeof rows)[0]) => cmp(a.at, b.at) || cmp(a.id, b.id),
    createdDsc: (a: (typeof rows)[0], b: (typeof rows)[0]) => cmp(b.targetId, a.targetId) || cmp(b.id, a.id),
    createdAsc: (a: (typeof rows)[0], b: (typeof rows)[0]) => cmp(a.targetId, b.targetId) || cmp(a.id, b.id),
  }[sort];
  return [...rows].sort(order).map((r) => r.id);
}

/** Follows `next` to the end; answers the item ids in the order served and the page sizes. */
async function walk(query: string, limit: number): Promise<{ ids: number[]; sizes: number[]; nullTargets: number }> {
  const ids: number[] = [];
  const sizes: number[] = [];
  let nullTargets = 0;
  let next: string | null = null;
  do {
    const res = await owner.client.get(`/api/lists/${listId}/items?limit=${limit}${query}${next ? `&next=${encodeURIComponent(next)}` : ''}`);
    expect(res.status).toBe(200);
    const page = res.body as ListItemsPage;
    ids.push(...page.items.map((i) => i.id));
    sizes.push(page.items.length);
    nullTargets += page.items.filter((i) => i.targetItem === null).length;
    next = page.next;
    if (sizes.length > ITEMS) throw new Error('paging does not end');
  } while (next);
  return { ids, sizes, nullTargets };
}

describe('paging 250 items', () => {
  it('has every item stored, in several shared seconds', () => {
    expect(rows).toHaveLength(ITEMS);
    expect(new Set(rows.map((r) => r.at)).size).toBe(SECONDS);
  });

  it.each(['addedDsc', 'addedAsc', 'createdDsc', 'createdAsc'] as const)('serves every item once, in %s order, across pages', async (sort) => {
    for (const limit of [7, 50]) {
      const { ids, sizes, nullTargets } = await walk(`&sort=${sort}`, limit);
      expect(ids).toEqual(expectedOrder(sort));
      expect(new Set(ids).size).toBe(ITEMS);
      expect(sizes.slice(0, -1).every((n) => n === limit)).toBe(true);
      expect(nullTargets).toBe(0);
    }
  });

  it('orders by the list stored sort when the query names none', async () => {
    expect((await walk('', 50)).ids).toEqual(expectedOrder('addedDsc'));
    expect((await owner.client.send('put', `/api/lists/${listId}`, { sort: 'createdAsc' })).status).toBe(200);
    expect((await walk('', 50)).ids).toEqual(expectedOrder('createdAsc'));
    await owner.client.send('put', `/api/lists/${listId}`, { sort: 'addedDsc' });
  });

  it("accepts upstream's bare-seconds cursor: that second and everything after it in the order", async () => {
    const seconds = [...new Set(rows.map((r) => r.at))].sort((a, b) => a - b);
    const middle = seconds[4];
    const dsc = (await owner.client.get(`/api/lists/${listId}/items?sort=addedDsc&limit=50&next=${middle / 1000}`)).body as ListItemsPage;
    expect(dsc.items.map((i) => i.id)).toEqual(
      expectedOrder('addedDsc')
        .filter((id) => rows.find((r) => r.id === id)!.at <= middle)
        .slice(0, 50),
    );
    const asc = (await owner.client.get(`/api/lists/${listId}/items?sort=addedAsc&limit=50&next=${middle / 1000}`)).body as ListItemsPage;
    expect(asc.items.map((i) => i.id)).toEqual(
      expectedOrder('addedAsc')
        .filter((id) => rows.find((r) => r.id === id)!.at >= middle)
        .slice(0, 50),
    );
  });

  it('fills the targets: posts and comments (with postTitle)', async () => {
    const page = (await owner.client.get(`/api/lists/${listId}/items?sort=createdAsc&limit=5`)).body as ListItemsPage;
    expect(page.items.map((i) => i.targetType)).toEqual(['post', 'post', 'post', 'post', 'comment']);
    expect(page.items[4].targetItem).toMatchObject({ body: 'Paged comment 5', postTitle: expect.stringMatching(/^Post /) });
    expect(page.items[0].targetItem).toMatchObject({ title: 'Paged 1' });
  });
});
