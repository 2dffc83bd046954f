import { pageQuery } from '@app/server/modlog';
import type { ModlogFilter, ModlogScope } from '@app/server/modlog';
import { createCommunity, Member } from './community-fixtures';
import { TestApi } from './harness';
import { startWithAdmin } from './support/forum';

let api: TestApi;
let admin: Member;
let busy: { id: string };

/**
 * The log's page statements on a community with 30,000 entries among 60,000: each page is one range scan of
 * `modlog_entries_community_page` (or the admin index), never a sort of the community's entries
 * (docs/moderation-log.md, docs/performance.md).
 */
beforeAll(async () => {
  ({ api, admin } = await startWithAdmin({ rateLimitsEnabled: false }));
  busy = await createCommunity(admin);
  const quiet = await createCommunity(admin);
  // Past the api's statement timeout: one transaction without it.
  await api.db.transaction(async (tx) => {
    await tx.query('SET LOCAL statement_timeout = 0');
    await tx.query(
      `INSERT INTO modlog_entries (actor_id, acted_as, action, community_id, target_type, target_id, target_title, created_at)
     SELECT $1, CASE WHEN g % 10 = 0 THEN 'admin' ELSE 'mod' END, (ARRAY['lock_post', 'remove_post', 'pin_post', 'ban_user'])[1 + g % 4],
            CASE WHEN g % 2 = 0 THEN $2 ELSE $3 END, 'post', 'p' || g, 'Title ' || g, now() - make_interval(secs => g)
     FROM generate_series(1, 60000) g`,
      [admin.id, busy.id, quiet.id],
    );
    await tx.query(`ANALYZE modlog_entries`);
  });
});
afterAll(() => api.close());

async function planOf(scope: ModlogScope, filter: Partial<ModlogFilter>): Promise<string> {
  const { sql, params } = pageQuery(scope, { action: null, actorId: null, after: null, limit: 26, ...filter });
  const rows: { 'QUERY PLAN': string }[] = await api.db.query(`EXPLAIN ${sql}`, params);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

const deep = async () => {
  const [{ createdAtText, id }] = await api.db.query(
    `SELECT created_at::text AS "createdAtText", id::text AS id FROM modlog_entries WHERE community_id = $1 ORDER BY created_at DESC, id DESC OFFSET 20000 LIMIT 1`,
    [busy.id],
  );
  return { createdAtText, id };
};

it.each([
  ['the first page', {}, 'modlog_entries_community_page'],
  ['one action', { action: 'remove_post' as const }, 'modlog_entries_community_action'],
  ['one moderator', { actorId: 'f'.repeat(24) }, 'modlog_entries_community_actor'],
])("a community's %s is a range scan of its index, with no sort", async (_name, filter, index) => {
  const plan = await planOf({ communityId: busy.id }, filter);
  if (process.env['SHOW_PLANS']) console.log(plan);
  expect(plan).toMatch(new RegExp(`Index Scan using ${index}\\b`));
  expect(plan).not.toMatch(/Seq Scan on modlog_entries|Sort\b/);
});

it('a deep page starts in the index at its keyset position', async () => {
  const plan = await planOf({ communityId: busy.id }, { after: await deep() });
  if (process.env['SHOW_PLANS']) console.log(plan);
  expect(plan).toMatch(/Index Scan using modlog_entries_community_page/);
  expect(plan).toMatch(/Index Cond: .*community_id.*created_at/s);
  expect(plan).not.toMatch(/Seq Scan on modlog_entries|Sort\b/);
});

it("the site's log of admin actions reads the partial admin index", async () => {
  const plan = await planOf('admin', {});
  expect(plan).toMatch(/Index Scan using modlog_entries_admin_page/);
  expect(plan).not.toMatch(/Seq Scan on modlog_entries|Sort\b/);
});

it('a deep page answers the entries right after its cursor', async () => {
  const after = await deep();
  const { sql, params } = pageQuery({ communityId: busy.id }, { action: null, actorId: null, after, limit: 3 });
  const rows: { id: string }[] = await api.db.query(sql, params);
  const expected: { id: string }[] = await api.db.query(
    `SELECT id::text AS id FROM modlog_entries WHERE community_id = $1 ORDER BY created_at DESC, id DESC OFFSET 20001 LIMIT 3`,
    [busy.id],
  );
  expect(rows.map((r) => r.id)).toEqual(expected.map((r) => r.id));
});
