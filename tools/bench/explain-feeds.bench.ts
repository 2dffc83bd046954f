import { Test } from '@nestjs/testing';
import { NestExpressApplication } from '@nestjs/platform-express';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { testConfig } from '@app/server/core/testing';
import { AppModule } from '../../apps/api/src/app.module';
import { configureApp, createHttpAdapter } from '../../apps/api/src/configure-app';

/**
 * Writes docs/queries.md: for each feed, the modtools lists, the profile feed and the post page, the SQL
 * the repositories send (captured from a real request against the seeded benchmark database) and its
 * EXPLAIN (ANALYZE, BUFFERS).
 * Run: BENCH_DATABASE_URL=postgres://… npm run explain   (after `npm run seed -- --scale medium`).
 * EXPLAIN_OUTPUT=path writes elsewhere (a trial run on another data set).
 */
const databaseUrl = process.env['BENCH_DATABASE_URL'] || 'postgres://postgres@127.0.0.1:5432/quorum_bench';
const output = process.env['EXPLAIN_OUTPUT'] || join(__dirname, '../../docs/queries.md');

interface Captured {
  sql: string;
  params: unknown[];
}

async function capture(db: DataSource, work: () => Promise<unknown>): Promise<Captured[]> {
  const runner = db.createQueryRunner();
  const prototype = Object.getPrototypeOf(runner) as { query: (sql: string, params?: unknown[], ...rest: unknown[]) => Promise<unknown> };
  await runner.release();
  const original = prototype.query;
  const seen: Captured[] = [];
  prototype.query = function (this: unknown, sql: string, params?: unknown[], ...rest: unknown[]) {
    seen.push({ sql, params: params ?? [] });
    return original.call(this, sql, params, ...rest);
  };
  try {
    await work();
  } finally {
    prototype.query = original;
  }
  return seen;
}

it('explains every feed query on the benchmark data', async () => {
  const moduleRef = await Test.createTestingModule({
    imports: [AppModule.forRoot(testConfig(databaseUrl, { rateLimitsEnabled: false, databaseStatementTimeoutMs: 60_000 }))],
  }).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>(createHttpAdapter(), { bodyParser: false, logger: ['error'] });
  await configureApp(app);
  const db = app.get(DataSource);
  const server = app.getHttpServer();
  const counts = await db.query(
    `SELECT (SELECT count(*) FROM posts) AS posts, (SELECT count(*) FROM comments) AS comments, (SELECT count(*) FROM post_votes) AS votes, (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM communities) AS communities`,
  );
  const [big] = await db.query(`SELECT id FROM communities ORDER BY no_members DESC LIMIT 1`);
  const [small] = await db.query(`SELECT id FROM communities ORDER BY no_members ASC LIMIT 1`);
  const [busyPost] = await db.query(`SELECT public_id FROM posts ORDER BY no_comments DESC LIMIT 1`);
  const [writer] = await db.query(`SELECT username FROM users WHERE deleted_at IS NULL AND banned_at IS NULL ORDER BY no_posts + no_comments DESC LIMIT 1`);
  // The seed makes seed_admin the moderator of every community: the widest moderating feed there is.
  const [moderator] = await db.query(
    `SELECT u.username FROM community_mods m JOIN users u ON u.id = m.user_id GROUP BY u.username ORDER BY count(*) DESC LIMIT 1`,
  );

  const login = async (username: string) => {
    const agent = request.agent(server);
    const initial = await agent.get('/api/_initial');
    const res = await agent.post('/api/_login').set('X-Csrf-Token', initial.headers['csrf-token']).send({ username, password: 'password' });
    if (res.status !== 200) throw new Error(`login ${username}: ${res.status}`);
    return agent;
  };
  console.log('logging in the bench users');
  const visitor = request.agent(server);
  const big30 = await login('bench_big30');
  const small30 = await login('bench_small30');
  const mod = await login(moderator.username);

  /** The path of a feed's second page: the first page's `next`, as a client follows it. */
  const secondPage = (agent: request.Agent, path: string) => async () => {
    const first = await agent.get(path);
    if (first.status !== 200 || first.body.next === null) throw new Error(`${path}: no second page (${first.status})`);
    return `${path}&next=${encodeURIComponent(String(first.body.next))}`;
  };
  const feedQuery = /feed_key/;
  const modtoolsQuery = /p\.community_id = \$1 AND p\.(deleted_at|locked_at) IS NOT NULL/;
  const profilePostsQuery = /FROM posts p WHERE p\.user_id = \$1/;
  const profileCommentsQuery = /FROM comments c\s+WHERE c\.user_id = \$1/;

  /** `match` picks the statements of the request to explain (every one that matches, in order). */
  const cases: { title: string; agent: request.Agent; path: string | (() => Promise<string>); match: RegExp }[] = [
    { title: 'All, hot (visitor, page 1)', agent: visitor, path: '/api/posts?sort=hot', match: feedQuery },
    { title: 'All, hot, page 2 (cursor)', agent: visitor, path: secondPage(visitor, '/api/posts?sort=hot'), match: feedQuery },
    { title: 'All, latest', agent: visitor, path: '/api/posts?sort=latest', match: feedQuery },
    { title: 'All, latest, page 2 (cursor)', agent: visitor, path: secondPage(visitor, '/api/posts?sort=latest'), match: feedQuery },
    { title: 'All, activity', agent: visitor, path: '/api/posts?sort=activity', match: feedQuery },
    { title: 'All, top of the day', agent: visitor, path: '/api/posts?sort=day', match: feedQuery },
    { title: 'All, top of the week', agent: visitor, path: '/api/posts?sort=week', match: feedQuery },
    { title: 'All, top of the month', agent: visitor, path: '/api/posts?sort=month', match: feedQuery },
    { title: 'All, top of the year', agent: visitor, path: '/api/posts?sort=year', match: feedQuery },
    { title: 'All, top of all time', agent: visitor, path: '/api/posts?sort=all', match: feedQuery },
    { title: 'Biggest community, hot', agent: visitor, path: `/api/posts?sort=hot&communityId=${big.id}`, match: feedQuery },
    {
      title: 'Biggest community, hot, page 2 (cursor)',
      agent: visitor,
      path: secondPage(visitor, `/api/posts?sort=hot&communityId=${big.id}`),
      match: feedQuery,
    },
    { title: 'Biggest community, latest', agent: visitor, path: `/api/posts?sort=latest&communityId=${big.id}`, match: feedQuery },
    {
      title: 'Biggest community, latest, page 2 (cursor)',
      agent: visitor,
      path: secondPage(visitor, `/api/posts?sort=latest&communityId=${big.id}`),
      match: feedQuery,
    },
    { title: 'Biggest community, top of the week', agent: visitor, path: `/api/posts?sort=week&communityId=${big.id}`, match: feedQuery },
    { title: 'Smallest community, hot', agent: visitor, path: `/api/posts?sort=hot&communityId=${small.id}`, match: feedQuery },
    { title: 'Home of a user in the 30 biggest communities, hot', agent: big30, path: '/api/posts?sort=hot&feed=home', match: feedQuery },
    {
      title: 'Home of a user in the 30 biggest communities, hot, page 2 (cursor)',
      agent: big30,
      path: secondPage(big30, '/api/posts?sort=hot&feed=home'),
      match: feedQuery,
    },
    { title: 'Home of a user in 30 small communities, hot', agent: small30, path: '/api/posts?sort=hot&feed=home', match: feedQuery },
    {
      title: 'Home of a user in 30 small communities, latest, page 2 (cursor)',
      agent: small30,
      path: secondPage(small30, '/api/posts?sort=latest&feed=home'),
      match: feedQuery,
    },
    { title: 'Home of a user in 30 small communities, top of the month', agent: small30, path: '/api/posts?sort=month&feed=home', match: feedQuery },
    {
      title: `Moderating feed of ${moderator.username} (moderates the most communities), hot`,
      agent: mod,
      path: '/api/posts?sort=hot&feed=moderating',
      match: feedQuery,
    },
    {
      title: `Moderating feed of ${moderator.username}, latest, page 2 (cursor)`,
      agent: mod,
      path: secondPage(mod, '/api/posts?sort=latest&feed=moderating'),
      match: feedQuery,
    },
    { title: `Moderating feed of ${moderator.username}, top of the week`, agent: mod, path: '/api/posts?sort=week&feed=moderating', match: feedQuery },
    {
      title: 'Modtools: removed posts of the biggest community (page and total)',
      agent: mod,
      path: `/api/posts?communityId=${big.id}&filter=deleted&page=1`,
      match: modtoolsQuery,
    },
    {
      title: 'Modtools: locked posts of the biggest community (page and total)',
      agent: mod,
      path: `/api/posts?communityId=${big.id}&filter=locked&page=1`,
      match: modtoolsQuery,
    },
    {
      title: 'Profile feed of the most active user (posts and comments)',
      agent: visitor,
      path: `/api/users/${writer.username}/feed`,
      match: new RegExp(`${profilePostsQuery.source}|${profileCommentsQuery.source}`),
    },
    { title: 'Profile feed, posts only', agent: visitor, path: `/api/users/${writer.username}/feed?filter=posts`, match: profilePostsQuery },
    { title: 'Profile feed, comments only', agent: visitor, path: `/api/users/${writer.username}/feed?filter=comments`, match: profileCommentsQuery },
    { title: 'Post page: comments', agent: visitor, path: `/api/posts/${busyPost.public_id}`, match: /FROM comments/ },
  ];

  const sections: string[] = [];
  for (const item of cases) {
    console.log(`explaining: ${item.title}`);
    const path = typeof item.path === 'string' ? item.path : await item.path();
    await item.agent.get(path);
    const queries = await capture(db, async () => {
      const res = await item.agent.get(path);
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    });
    const explained = queries.filter((q) => item.match.test(q.sql));
    if (!explained.length) throw new Error(`no matching query for ${item.title}`);
    const blocks: string[] = [];
    for (const [i, statement] of explained.entries()) {
      const plan: { 'QUERY PLAN': string }[] = await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, statement.params);
      const text = plan.map((r) => r['QUERY PLAN']).join('\n');
      const time = /Execution Time: ([\d.]+) ms/.exec(text)?.[1] ?? '?';
      const which = explained.length === 1 ? 'this one executes' : `statement ${i + 1} of the ${explained.length} shown executes`;
      blocks.push(`${which} in **${time} ms**.\n\n` + '```sql\n' + statement.sql.replace(/\n\s+/g, '\n  ').trim() + '\n```\n\n```\n' + text + '\n```\n');
    }
    sections.push(`## ${item.title}\n\n\`GET ${path.replace(/[0-9a-f]{24}/g, '{id}')}\` — ${queries.length} statements in the request; ` + blocks.join('\n'));
  }
  const [c] = counts;
  const header =
    `# Feed queries and their plans\n\nGenerated by \`npm run explain\` (tools/bench/explain-feeds.bench.ts) on ${new Date().toISOString().slice(0, 10)} against the seeded data set: ` +
    `${Number(c.posts).toLocaleString('en')} posts, ${Number(c.comments).toLocaleString('en')} comments, ${Number(c.votes).toLocaleString('en')} post votes, ` +
    `${Number(c.users).toLocaleString('en')} users, ${Number(c.communities).toLocaleString('en')} communities (PostgreSQL ${(await db.query('SHOW server_version'))[0].server_version}, 2 cores). ` +
    'Each plan is the feed query of one real request, re-run with `EXPLAIN (ANALYZE, BUFFERS)` and the same parameters. ' +
    "Every sort walks an index in its own order (keyset, no OFFSET, no sort of the table); joined-community feeds take each community's top rows from its own index and merge them. " +
    "The modtools lists are the contract's offset pages (with a total), the profile feed reads the author's posts and comments newest first.\n\n";
  writeFileSync(output, header + sections.join('\n'));
  await app.close();
});
