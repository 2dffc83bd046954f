import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import request from 'supertest';
import { linkThumbnailJobId } from '@app/server/images';
import { JobsService } from '@app/server/core/jobs';
import { runInRequestContext } from '@app/server/core/request-context';
import { createCommunity, makeAdmin, signUp } from './community-fixtures';
import { TestApi } from './harness';

/** Health, readiness, metrics and request ids (docs/operations.md). */
const TOKEN = 'metrics-token-for-tests-0123456789';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
let api: TestApi;

/** The value of one series in Prometheus' text format (labels in any order), or undefined. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels)
    .map(([k, v]) => `${k}="${v}"`)
    .sort()
    .join(',');
  for (const line of text.split('\n')) {
    const match = /^(\w+)\{(.*)\} (\S+)$/.exec(line);
    if (match && match[1] === name && match[2].split(',').sort().join(',') === wanted) return Number(match[3]);
  }
  return undefined;
}

beforeAll(async () => {
  api = await TestApi.start({ metricsToken: TOKEN, rateLimitsEnabled: false, linksAllowPrivateAddresses: true });
});

afterAll(async () => {
  await api.close();
});

describe('/healthz and /readyz', () => {
  it('answer without a session: no cookie, no CSRF header, not cached', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const res = await request(api.server).get(path);
      expect({ path, status: res.status, cookies: res.headers['set-cookie'], csrf: res.headers['csrf-token'], cache: res.headers['cache-control'] }).toEqual({
        path,
        status: 200,
        cookies: undefined,
        csrf: undefined,
        cache: 'no-store',
      });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
    expect((await request(api.server).get('/healthz')).body).toEqual({ status: 'ok' });
  });

  it('/readyz reports PostgreSQL, Redis and the migrations to the metrics token holder, only its status to others', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', `Basic ${TOKEN}`]) {
      const bare = request(api.server).get('/readyz');
      const plain = authorization ? await bare.set('Authorization', authorization) : await bare;
      expect({ status: plain.status, body: plain.body }).toEqual({ status: 200, body: { status: 'ok' } });
    }
    const res = await request(api.server).get('/readyz').set('Authorization', `Bearer ${TOKEN}`);
    expect(res.body.status).toBe('ok');
    expect(Object.keys(res.body.details).sort()).toEqual(['database', 'migrations', 'redis']);
    expect(res.body.details.migrations).toMatchObject({ status: 'up', applied: api.db.migrations.length });
  });

  it('/readyz is 503 while a migration is pending, and names it', async () => {
    const [last] = await api.db.query('SELECT id, timestamp, name FROM migrations ORDER BY id DESC LIMIT 1');
    await api.db.query('DELETE FROM migrations WHERE id = $1', [last.id]);
    try {
      const res = await request(api.server).get('/readyz').set('Authorization', `Bearer ${TOKEN}`);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ status: 'error', error: { migrations: { status: 'down', pending: [last.name] } } });
      // Without the token: not ready, and nothing names the migration.
      const plain = await request(api.server).get('/readyz');
      expect({ status: plain.status, body: plain.body }).toEqual({ status: 503, body: { status: 'error' } });
    } finally {
      await api.db.query('INSERT INTO migrations (id, timestamp, name) VALUES ($1, $2, $3)', [last.id, last.timestamp, last.name]);
    }
    expect((await request(api.server).get('/readyz')).status).toBe(200);
  });

  it('are GET only and never the SPA', async () => {
    const res = await request(api.server).post('/healthz').send('{}');
    expect(res.status).toBe(400);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('/metrics', () => {
  it('asks for the bearer token', async () => {
    const none = await request(api.server).get('/metrics');
    expect({ status: none.status, body: none.body, auth: none.headers['www-authenticate'], cookies: none.headers['set-cookie'] }).toEqual({
      status: 401,
      body: { status: 401, message: 'Unauthorized.' },
      auth: 'Bearer',
      cookies: undefined,
    });
    expect((await request(api.server).get('/metrics').set('Authorization', `Bearer ${TOKEN}x`)).status).toBe(401);
  });

  it('serves the Prometheus text: HTTP by route template, pool, Redis, queues, event loop', async () => {
    const client = api.client();
    await client.get('/api/_initial');
    await client.get('/api/users/nobody-here');
    const res = await request(api.server).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.text;
    expect(
      sample(text, 'quorum_http_request_duration_seconds_count', { method: 'GET', route: '/api/_initial', status: '200', process: 'api' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'quorum_http_request_duration_seconds_count', { method: 'GET', route: '/api/users/:username', status: '404', process: 'api' })).toBe(1);
    expect(text).not.toContain('nobody-here');
    expect(sample(text, 'quorum_db_pool_connections', { state: 'in_use', process: 'api' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'quorum_db_pool_connections', { state: 'waiting', process: 'api' })).toBe(0);
    expect(sample(text, 'quorum_redis_ping_seconds', { process: 'api' })).toBeGreaterThan(0);
    expect(sample(text, 'quorum_queue_jobs', { queue: 'images', state: 'waiting', process: 'api' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds', { process: 'api' })).toBeGreaterThanOrEqual(0);
  });

  it('is not served at all without a configured token', async () => {
    const bare = await TestApi.start();
    try {
      const res = await request(bare.server).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
      expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: { status: 404, message: 'API endpoint not found' } });
    } finally {
      await bare.close();
    }
  });
});

describe('request ids', () => {
  it('keeps a sane X-Request-Id, replaces any other with a UUID, and echoes it', async () => {
    expect((await request(api.server).get('/api/_initial').set('X-Request-Id', 'lb-7f3a.42:x')).headers['x-request-id']).toBe('lb-7f3a.42:x');
    for (const bad of ['has space', 'x'.repeat(129), 'new\u00e9line']) {
      expect((await request(api.server).get('/healthz').set('X-Request-Id', bad)).headers['x-request-id']).toMatch(UUID);
    }
    expect((await request(api.server).get('/no-such-page')).headers['x-request-id']).toMatch(UUID);
  });

  it('go into the jobs a request enqueues', async () => {
    const admin = await makeAdmin(api, await signUp(api));
    const community = await createCommunity(admin);
    const post = await admin.client.post(
      '/api/posts',
      { type: 'link', title: 'A link', url: 'http://127.0.0.1:9/article', community: community.name },
      { 'X-Request-Id': 'req-link-post-1' },
    );
    expect(post.status).toBe(200);
    const queue = api.app.get<Queue>(getQueueToken('images'), { strict: false });
    const job = await queue.getJob(linkThumbnailJobId(post.body.id));
    expect(job?.data).toEqual({ postId: post.body.id, requestId: 'req-link-post-1' });
    // Outside a request (schedules, the worker's own jobs) nothing is added.
    const scheduled = await api.app.get(JobsService).enqueue('system.record-heartbeat', { requestedAt: 'now' });
    expect(scheduled.data).toEqual({ requestedAt: 'now' });
    const inside = await runInRequestContext({ requestId: 'r-2' }, () => api.app.get(JobsService).enqueue('system.record-heartbeat', { requestedAt: 'then' }));
    expect(inside.data).toEqual({ requestedAt: 'then', requestId: 'r-2' });
    await api.app.get<Queue>(getQueueToken('system'), { strict: false }).obliterate({ force: true });
  });
});
