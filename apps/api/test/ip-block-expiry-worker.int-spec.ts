import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Member } from './community-fixtures';
import { TestApi } from './harness';
import { ensureWorkerBuilt, startWorker, waitFor, WorkerProcess } from './worker-process';
import { startWithAdmin } from './support/forum';

/** IP block expiry (docs/api/users.md, docs/api/rules.md §16): the worker's scheduled job, seen by the api within seconds. */
const dataDir = resolve(`tmp/test-ipblock-worker-${randomBytes(4).toString('hex')}`);

let api: TestApi;
let admin: Member;
let worker: WorkerProcess | undefined;

beforeAll(async () => {
  ensureWorkerBuilt();
  ({ api, admin } = await startWithAdmin({ rateLimitsEnabled: false }));
}, 180_000);

afterAll(async () => {
  await worker?.stop();
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
});

const status = async (ip: string) => (await api.client(ip).get('/api/_initial')).status;

describe('IP block expiry', () => {
  it('the worker switches expired blocks off (cancelledAt unset) and every api process lets the address in again', async () => {
    const expiring = await admin.client.post('/api/ipblocks', { address: '10.91.0.0/16', expiresIn: 1, note: '' });
    const lasting = await admin.client.post('/api/ipblocks', { address: '10.92.0.0/16', expiresIn: 1, note: '' });
    const forever = await admin.client.post('/api/ipblocks', { address: '10.93.0.1', expiresIn: 0, note: '' });
    expect([expiring.status, lasting.status, forever.status]).toEqual([200, 200, 200]);
    expect(await status('10.91.4.4')).toBe(403);
    // An hour passes for the first block only.
    await api.db.query(`UPDATE ip_blocks SET expires_at = now() - interval '1 second' WHERE id = $1`, [expiring.body.id]);
    expect(await status('10.91.4.4')).toBe(403);

    worker = startWorker(api, dataDir);
    await waitFor(
      async () => (await status('10.91.4.4')) === 200,
      60_000,
      () => worker?.output() ?? '',
    );

    const rows = (await api.db.query(`SELECT id, in_effect, cancelled_at FROM ip_blocks ORDER BY id`)) as {
      id: number;
      in_effect: boolean;
      cancelled_at: Date | null;
    }[];
    expect(rows).toEqual([
      { id: expiring.body.id, in_effect: false, cancelled_at: null },
      { id: lasting.body.id, in_effect: true, cancelled_at: null },
      { id: forever.body.id, in_effect: true, cancelled_at: null },
    ]);
    expect((await admin.client.get(`/api/ipblocks/${expiring.body.id}`)).body).toMatchObject({ inEffect: false, cancelledAt: null });
    expect(await status('10.92.4.4')).toBe(403);
    expect(await status('10.93.0.1')).toBe(403);
  }, 120_000);
});
