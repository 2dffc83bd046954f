import type { QueryConfig } from 'pg';
import type { EntityManager } from 'typeorm';
import { databasePool } from '@app/server/core/database';
import { createCommunity, Member } from './community-fixtures';
import { TestApi } from './harness';
import { startWithAdmin } from './support/forum';

/**
 * Each search type's statement, as the api sends it, is planned on its index on tables of 100,000 rows
 * (the GIN index of the table's search vectors, or the name prefix index), never a sequential scan of the table.
 */
let api: TestApi;
let admin: Member;
const ROWS = 100_000;

/** A vocabulary of a few thousand words, so the statistics know rare from common as real text does. */
const WORDS = ['apple', 'birch', 'cedar', 'delta', 'ember', 'fjord', 'grove', 'harbor', 'island', 'juniper', 'kelp', 'lagoon'];

beforeAll(async () => {
  ({ api, admin } = await startWithAdmin({ rateLimitsEnabled: false }));
  const community = await createCommunity(admin);
  const words = `(ARRAY['${WORDS.join("','")}'])`;
  // Past the api's statement timeout: one transaction without it.
  await api.db.transaction(async (tx) => {
    await tx.query('SET LOCAL statement_timeout = 0');
    await fill(tx, words, community.id);
    await tx.query('ANALYZE users, communities, posts, comments, post_search_vectors, comment_search_vectors, community_search_vectors');
  });
}, 300_000);

async function fill(tx: EntityManager, words: string, communityId: string): Promise<void> {
  await tx.query(
    `INSERT INTO users (id, username, password_hash, created_at, last_seen)
     SELECT lpad(to_hex(i), 24, '0'), 'plan_' || i, 'x', now(), now() FROM generate_series(1, $1) i`,
    [ROWS],
  );
  await tx.query(
    `INSERT INTO communities (id, user_id, name, about, created_at)
     SELECT lpad(to_hex(i), 24, '0'), $2, 'place_' || i, 'About ' || ${words}[1 + i % 12] || ' and ' || ${words}[1 + (i / 12) % 12], now()
     FROM generate_series(1, $1) i`,
    [ROWS, admin.id],
  );
  await tx.query(
    `INSERT INTO posts (id, public_id, type, user_id, community_id, title, body, created_at, last_activity_at)
     SELECT lpad(to_hex(i), 24, '0'), lpad(to_hex(i), 8, '0'), 'text', lpad(to_hex(1 + i % 1000), 24, '0'), $2,
            'Post ' || ${words}[1 + i % 12] || ' term' || (i % 3000) || CASE WHEN i % 10000 = 0 THEN ' needlequery' ELSE '' END,
            'Body about ' || ${words}[1 + (i / 12) % 12] || ' ' || ${words}[1 + (i / 144) % 12], now(), now()
     FROM generate_series(1, $1) i`,
    [ROWS, communityId],
  );
  await tx.query(
    `INSERT INTO comments (id, post_id, community_id, user_id, body, created_at)
     SELECT lpad(to_hex(i), 24, '0'), lpad(to_hex(1 + i % 1000), 24, '0'), $2, lpad(to_hex(1 + i % 1000), 24, '0'),
            'Comment on ' || ${words}[1 + i % 12] || ' term' || (i % 3000) || CASE WHEN i % 10000 = 0 THEN ' needlequery' ELSE '' END, now()
     FROM generate_series(1, $1) i`,
    [ROWS, communityId],
  );
}

afterAll(() => api.close());

/** The statements the api prepares while `work` runs, with their values. */
async function statementsOf(work: () => Promise<unknown>): Promise<QueryConfig[]> {
  const pool = databasePool(api.db) as unknown as { query: (config: unknown) => Promise<unknown> };
  const original = pool.query;
  const seen: QueryConfig[] = [];
  pool.query = function (this: unknown, config: unknown) {
    if (typeof config === 'object' && config && 'text' in config) seen.push(config as QueryConfig);
    return original.call(this, config);
  };
  try {
    await work();
  } finally {
    pool.query = original;
  }
  return seen;
}

async function searchStatementOf(type: string, params: Record<string, string>): Promise<QueryConfig> {
  const statements = await statementsOf(async () => {
    const res = await api.client().get(`/api/search?${new URLSearchParams({ type, ...params }).toString()}`);
    expect(res.status).toBe(200);
  });
  const search = statements.find((s) => /search_vectors|LIKE \$2|LIKE \$\d/.test(s.text));
  expect(search).toBeDefined();
  return search!;
}

async function planOf(type: string, params: Record<string, string>): Promise<string> {
  const search = await searchStatementOf(type, params);
  const rows = await api.db.query(`EXPLAIN ${search!.text}`, search!.values);
  return (rows as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n');
}

it.each([
  ['posts', { q: 'needlequery' }, 'post_search_vectors_idx', 'posts'],
  ['posts', { q: 'needlequery', sort: 'latest' }, 'post_search_vectors_idx', 'posts'],
  ['posts', { q: 'needlequery', sort: 'top' }, 'post_search_vectors_idx', 'posts'],
  ['comments', { q: 'needlequery' }, 'comment_search_vectors_idx', 'comments'],
  ['communities', { q: 'place_4242' }, 'communities_name_prefix_idx', 'communities'],
  ['users', { q: 'plan_4242' }, 'users_username_prefix_idx', 'users'],
])('%s %j is planned on %s, with no sequential scan of %s', async (type, params, index, table) => {
  const plan = await planOf(type, params);
  if (process.env.SHOW_PLANS) console.log(plan);
  expect(plan).toContain(index);
  expect(plan).not.toMatch(new RegExp(`Seq Scan on ${table}\\b`));
});

// Two common words, rarely side by side: the planner estimates a phrase as if its words only had to share a row,
// and a walk of the vectors newest first would then read every one of them when the phrase is rare. The index of
// word pairs (migration 1764305000000) finds the rows where they are side by side.
it.each([
  ['posts', '"birch cedar"', 'post_search_vectors_pkey', 'post_search_pairs_idx'],
  ['posts', 'birch_cedar', 'post_search_vectors_pkey', 'post_search_pairs_idx'],
  ['comments', '"apple term7"', 'comment_search_vectors_pkey', 'comment_search_pairs_idx'],
])('%s: the phrase %s is not looked for by walking %s, but through %s', async (type, q, walk, pairs) => {
  for (const sort of ['relevance', 'latest', 'top']) {
    const plan = await planOf(type, { q, sort });
    if (process.env.SHOW_PLANS) console.log(plan);
    expect(plan).toContain(pairs);
    expect(plan).not.toContain(`Index Scan Backward using ${walk}`);
    // A parallel worker's start costs more than a phrase's scan (migration 1764305000000).
    expect(plan).not.toMatch(/Parallel|Gather/);
  }
});

// The checks of a row's account, its post and the viewer's hidden posts are probes run per candidate row, planned
// apart (core/text-search `noRowWhere`): as anti-joins they were planned with the whole statement against every
// index of users and posts, most of a search's planning time (docs/performance.md "Search").
it.each([
  ['posts', { q: 'needlequery' }, 1],
  ['posts', { q: 'needlequery', sort: 'latest' }, 1],
  ['comments', { q: 'needlequery' }, 2],
])('%s %j checks each candidate with %i probes, not anti-joins', async (type, params, probes) => {
  const plan = await planOf(type, params);
  expect(plan).not.toContain('Anti Join');
  expect(plan.match(/SubPlan \d+\n/g)).toHaveLength(probes);
  expect(plan).toContain('users_gone_idx');
});

it('plans on the search vectors at the default statistics target (migration 1764306000000)', async () => {
  const rows: { table: string; target: number }[] = await api.db.query(
    `SELECT attrelid::regclass::text AS table, attstattarget AS target FROM pg_attribute
     WHERE attname = 'vector' AND attrelid::regclass::text LIKE '%search_vectors' ORDER BY 1`,
  );
  expect(rows).toEqual([
    { table: 'comment_search_vectors', target: -1 },
    { table: 'community_search_vectors', target: -1 },
    { table: 'post_search_vectors', target: -1 },
  ]);
});

// A named statement may be given one generic plan after five executions, which cannot tell a rare word (the GIN
// index) from a common one (the newest rows' walk): posts and comments searches are sent unnamed, planned for
// their values each time (core/database `StatementPlanning`).
it.each([
  ['posts', { q: 'needlequery' }],
  ['posts', { q: 'needlequery', community: 'place_1' }],
  ['comments', { q: 'needlequery', sort: 'top' }],
])('%s %j is planned for its values on every execution (an unnamed statement)', async (type, params) => {
  const search = await searchStatementOf(type, params);
  expect(search.name).toBeUndefined();
});
