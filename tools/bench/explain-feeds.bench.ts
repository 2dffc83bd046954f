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
 * Writes docs/queries.md: for each feed and the post page, the SQL the repositories send (captured from
 * a real request against the seeded benchmark database) and its EXPLAIN (ANALYZE, BUFFERS).
 * Run: BENCH_DATABASE_URL=postgres://… npm run explain   (after `npm run seed -- --scale medium`).
 */
const databaseUrl = process.env['BENCH_DATABASE_URL'] || 'postgres://postgres@127.0.0.1:5432/quorum_bench';

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
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(testConfig(databaseUrl, { rateLimitsEnabled: false, databaseStatementTimeoutMs: 60_000 }))] }).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>(createHttpAdapter(), { bodyParser: false, logger: ['error'] });
  await configureApp(app);
  const db = app.get(DataSource);
  const server = app.getHttpServer();
  const counts = await db.query(`SELECT (SELECT count(*) FROM posts) AS posts, (SELECT count(*) FROM comments) AS comments, (SELECT count(*) FROM post_votes) AS votes, (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM communities) AS communities`);
  const [big] = await db.query(`SELECT id FROM communities ORDER BY no_members DESC LIMIT 1`);
  const [small] = await db.query(`SELECT id FROM communities ORDER BY no_members ASC LIMIT 1`);
  const [busyPost] = await db.query(`SELECT public_id FROM posts ORDER BY no_comments DESC LIMIT 1`);

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

  const cases: { title: string; agent: request.Agent; path: string; match: RegExp }[] = [
    { title: 'All, hot (visitor, page 1)', agent: visitor, path: '/api/posts?sort=hot', match: /feed_key/ },
    { title: 'All, latest', agent: visitor, path: '/api/posts?sort=latest', match: /feed_key/ },
    { title: 'All, activity', agent: visitor, path: '/api/posts?sort=activity', match: /feed_key/ },
    { title: 'All, top of the week', agent: visitor, path: '/api/posts?sort=week', match: /feed_key/ },
    { title: 'All, top of all time', agent: visitor, path: '/api/posts?sort=all', match: /feed_key/ },
    { title: 'Biggest community, hot', agent: visitor, path: `/api/posts?sort=hot&communityId=${big.id}`, match: /feed_key/ },
    { title: 'Biggest community, latest', agent: visitor, path: `/api/posts?sort=latest&communityId=${big.id}`, match: /feed_key/ },
    { title: 'Biggest community, top of the week', agent: visitor, path: `/api/posts?sort=week&communityId=${big.id}`, match: /feed_key/ },
    { title: 'Smallest community, hot', agent: visitor, path: `/api/posts?sort=hot&communityId=${small.id}`, match: /feed_key/ },
    { title: 'Home of a user in the 30 biggest communities, hot', agent: big30, path: '/api/posts?sort=hot&feed=home', match: /feed_key/ },
    { title: 'Home of a user in 30 small communities, hot', agent: small30, path: '/api/posts?sort=hot&feed=home', match: /feed_key/ },
    { title: 'Home of a user in 30 small communities, top of the month', agent: small30, path: '/api/posts?sort=month&feed=home', match: /feed_key/ },
    { title: 'Post page: comments', agent: visitor, path: `/api/posts/${busyPost.public_id}`, match: /FROM comments/ },
  ];

  const sections: string[] = [];
  for (const item of cases) {
    console.log(`explaining: ${item.title}`);
    await item.agent.get(item.path);
    const queries = await capture(db, async () => {
      const res = await item.agent.get(item.path);
      if (res.status !== 200) throw new Error(`${item.path}: ${res.status}`);
    });
    const main = queries.find((q) => item.match.test(q.sql));
    if (!main) throw new Error(`no matching query for ${item.title}`);
    const plan: { 'QUERY PLAN': string }[] = await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${main.sql}`, main.params);
    const text = plan.map((r) => r['QUERY PLAN']).join('\n');
    const time = /Execution Time: ([\d.]+) ms/.exec(text)?.[1] ?? '?';
    sections.push(
      `## ${item.title}\n\n\`GET ${item.path.replace(/[0-9a-f]{24}/g, '{id}')}\` — ${queries.length} statements in the request; this one executes in **${time} ms**.\n\n` +
        '```sql\n' + main.sql.replace(/\n\s+/g, '\n  ').trim() + '\n```\n\n```\n' + text + '\n```\n',
    );
  }
  const [c] = counts;
  const header =
    `# Feed queries and their plans\n\nGenerated by \`npm run explain\` (tools/bench/explain-feeds.bench.ts) on ${new Date().toISOString().slice(0, 10)} against the seeded data set: ` +
    `${Number(c.posts).toLocaleString('en')} posts, ${Number(c.comments).toLocaleString('en')} comments, ${Number(c.votes).toLocaleString('en')} post votes, ` +
    `${Number(c.users).toLocaleString('en')} users, ${Number(c.communities).toLocaleString('en')} communities (PostgreSQL ${(await db.query('SHOW server_version'))[0].server_version}, 2 cores). ` +
    'Each plan is the feed query of one real request, re-run with `EXPLAIN (ANALYZE, BUFFERS)` and the same parameters. ' +
    'Every sort walks an index in its own order (keyset, no OFFSET, no sort of the table); joined-community feeds take each community\'s top rows from its own index and merge them.\n\n';
  writeFileSync(join(__dirname, '../../docs/queries.md'), header + sections.join('\n'));
  await app.close();
});
