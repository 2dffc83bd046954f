import { insertPositionAsReplayed, parseWalPosition, ReadOnlyDatabase } from '@app/server/core/database';
import { createCommunity, makeAdmin, Member, signUp } from '../community-fixtures';
import { deleteRedisKeys, TestApi } from '../harness';
import { createPost } from '../post-fixtures';
import { StreamingReplica } from '../support/streaming-replica';

/**
 * Read replicas against a real streaming replica (docs/operations.md, "Scaling path"): this file starts its own
 * PostgreSQL 15 primary on a loopback port, makes a replica of it with `pg_basebackup -R` on another, and runs
 * the api on the primary with the replica in DATABASE_REPLICA_URLS. Its own cluster, not the shared test
 * server on 5432: that server holds the benchmark databases, which a base backup would copy whole.
 */
const MAX_LAG_MS = 3000;
const METRICS_TOKEN = 'replica-metrics-token-0123456789';

let cluster: StreamingReplica | undefined;
let api: TestApi | undefined;
let admin: Member;
let community: { id: string; name: string };
let firstPost: { id: string; publicId: string };

const started = (): { cluster: StreamingReplica; api: TestApi } => {
  if (!cluster || !api) throw new Error('the cluster or the api did not start');
  return { cluster, api };
};
const replicas = () => started().api.app.get(ReadOnlyDatabase).replicas;
const replicaReads = () => replicas().status()[0].reads;
const replicaInUse = () => replicas().status()[0].inUse;

async function until(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Until the replica has replayed everything the primary has written so far, and the api's probe has seen it. */
async function replicaCaughtUp(): Promise<void> {
  const { cluster } = started();
  const [{ position }] = await cluster.sql<{ position: string }>(cluster.primaryPort, 'SELECT pg_current_wal_insert_lsn()::text AS position');
  const target = insertPositionAsReplayed(parseWalPosition(position));
  await until('the probe saw the replica replay the primary', () => replicas().replicas[0].replayed >= target && replicaInUse());
}

const readiness = async () => {
  const res = await started().api.client().agent.get('/readyz').set('Authorization', `Bearer ${METRICS_TOKEN}`);
  return { status: res.status, replicas: res.body.info?.replicas as { inUse: number; replicas: { name: string; inUse: boolean; reachable: boolean }[] } };
};

const feedIds = async (client = started().api.client()) => {
  const res = await client.get(`/api/posts?sort=latest&communityId=${community.id}&limit=50`);
  expect(res.status).toBe(200);
  return (res.body.posts as { id: string }[]).map((p) => p.id);
};

const commentBodies = async (client = started().api.client()) => {
  const res = await client.get(`/api/posts/${firstPost.publicId}/comments`);
  expect(res.status).toBe(200);
  return (res.body.comments as { body: string }[]).map((c) => c.body);
};

beforeAll(async () => {
  cluster = await StreamingReplica.start();
  await cluster.sql(cluster.primaryPort, 'CREATE DATABASE quorum');
  api = await TestApi.startOn(cluster.urlOf(cluster.primaryPort, 'quorum'), {
    databaseMigrateOnBoot: true,
    rateLimitsEnabled: false,
    metricsToken: METRICS_TOKEN,
    databaseReplicaUrls: [cluster.urlOf(cluster.replicaPort, 'quorum')],
    databaseReplicaMaxLagMs: MAX_LAG_MS,
  });
  admin = await makeAdmin(api, await signUp(api));
  community = await createCommunity(admin);
  firstPost = await createPost(admin, community.name);
  await replicaCaughtUp();
}, 60_000);

afterAll(async () => {
  if (api) {
    await api.close();
    await deleteRedisKeys(api.config.redisUrl, api.config.redisPrefix);
  }
  await cluster?.stop();
});

describe('read replicas', () => {
  it('serves the page reads from the replica, on connections named quorum-api-replica', async () => {
    const guest = started().api.client();
    const before = replicaReads();
    expect(await feedIds(guest)).toEqual([firstPost.id]);
    expect((await guest.get(`/api/posts/${firstPost.publicId}`)).status).toBe(200);
    expect(await commentBodies(guest)).toEqual([]);
    expect((await guest.get(`/api/users/${admin.name}`)).status).toBe(200);
    expect(replicaReads()).toBeGreaterThan(before + 3);
    const connections = await started().cluster.sql<{ count: number }>(
      started().cluster.replicaPort,
      `SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = 'quorum' AND application_name = 'quorum-api-replica'`,
    );
    expect(connections[0].count).toBeGreaterThan(0);
    expect(await readiness()).toMatchObject({ status: 200, replicas: { inUse: 1, replicas: [{ name: 'replica-1', inUse: true, reachable: true }] } });
    const metrics = await started().api.client().agent.get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`);
    expect(metrics.text).toContain('quorum_db_replica_in_use{replica="replica-1",process="api"} 1');
    expect(metrics.text).toMatch(/quorum_db_page_reads\{target="replica-1",process="api"\} [1-9]/);
    // A member who wrote nothing the replica lacks reads from it too.
    const memberBefore = replicaReads();
    expect(await feedIds(admin.client)).toEqual([firstPost.id]);
    expect(replicaReads()).toBeGreaterThan(memberBefore);
  });

  it("reads a member's own writes back from the primary while the replica's replay is paused, and guests from the replica", async () => {
    const { cluster } = started();
    await cluster.sql(cluster.replicaPort, 'SELECT pg_wal_replay_pause()');
    try {
      const newPost = await createPost(admin, community.name, { title: 'Written while the replica waits' });
      const comment = await admin.client.post(`/api/posts/${firstPost.publicId}/comments?userGroup=normal`, { parentCommentId: null, body: 'My own comment' });
      expect(comment.status).toBe(200);

      const memberBefore = replicaReads();
      expect(await feedIds(admin.client)).toEqual([newPost.id, firstPost.id]);
      expect(await commentBodies(admin.client)).toEqual(['My own comment']);
      expect(replicaReads()).toBe(memberBefore);

      const guestBefore = replicaReads();
      expect(await feedIds()).toEqual([firstPost.id]);
      expect(await commentBodies()).toEqual([]);
      expect(replicaReads()).toBeGreaterThan(guestBefore);
    } finally {
      await cluster.sql(cluster.replicaPort, 'SELECT pg_wal_replay_resume()');
    }
    await replicaCaughtUp();
    const guestIds = await feedIds();
    expect(guestIds).toHaveLength(2);
    // Once the replica has the member's writes, their reads go back to it.
    const memberBefore = replicaReads();
    expect(await feedIds(admin.client)).toEqual(guestIds);
    expect(replicaReads()).toBeGreaterThan(memberBefore);
  });

  it('leaves a replica out while it lags more than DATABASE_REPLICA_MAX_LAG_MS, and takes it back once it catches up', async () => {
    const { cluster } = started();
    await cluster.sql(cluster.replicaPort, 'SELECT pg_wal_replay_pause()');
    let lagging: { id: string };
    try {
      lagging = await createPost(admin, community.name, { title: 'Written while the replica lags' });
      await until('the replica is left out', () => !replicaInUse(), MAX_LAG_MS + 5000);
      const before = replicaReads();
      expect(await feedIds()).toContain(lagging.id);
      expect(replicaReads()).toBe(before);
    } finally {
      await cluster.sql(cluster.replicaPort, 'SELECT pg_wal_replay_resume()');
    }
    await replicaCaughtUp();
    const before = replicaReads();
    expect(await feedIds()).toContain(lagging.id);
    expect(replicaReads()).toBeGreaterThan(before);
  });

  it('answers from the primary when the replica stops, and uses it again once a probe finds it back', async () => {
    const { cluster, api } = started();
    const latest = await feedIds();
    cluster.stopReplica();
    const guest = api.client();
    // The first read finds the replica gone (its pooled connections broke), and is run again on the primary.
    expect(await feedIds(guest)).toEqual(latest);
    expect((await guest.get(`/api/posts/${firstPost.publicId}`)).status).toBe(200);
    expect((await guest.get(`/api/posts/${firstPost.publicId}/comments`)).status).toBe(200);
    expect((await guest.get(`/api/users/${admin.name}`)).status).toBe(200);
    expect((await admin.client.get(`/api/users/${admin.name}`)).status).toBe(200);
    expect(replicas().status()[0]).toMatchObject({ reachable: false, inUse: false });
    // Still ready: the primary serves every read.
    expect(await readiness()).toMatchObject({ status: 200, replicas: { inUse: 0, replicas: [{ name: 'replica-1', inUse: false, reachable: false }] } });

    cluster.startReplica();
    await replicaCaughtUp();
    const before = replicaReads();
    expect(await feedIds(guest)).toEqual(latest);
    expect(replicaReads()).toBeGreaterThan(before);
  });
});
