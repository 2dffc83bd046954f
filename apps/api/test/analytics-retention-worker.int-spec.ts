import { Job, Queue } from 'bullmq';
import { bullConnection } from '@app/server/core/jobs';
import { useBuiltWorkers, waitFor } from './worker-process';
import { useTestApi } from './support/test-api-per-file';

/** The worker forgets clients' analytics events after the retention period (docs/security.md, "Analytics"). */
const JOB = 'analytics.prune-events';
const workers = useBuiltWorkers('test-analytics-retention');
const api = useTestApi({ rateLimitsEnabled: false });
let queue: Queue;

beforeAll(() => {
  queue = new Queue('analytics', { connection: bullConnection(api.config), prefix: `${api.config.redisPrefix}bull` });
});

afterAll(() => queue.close());

const insertEvent = (name: string, key: string | null, ago: string) =>
  api.db.query(`INSERT INTO analytics_events (name, unique_key, payload, created_at) VALUES ($1, $2, $3, now() - $4::interval)`, [
    name,
    key,
    JSON.stringify({ userId: null, userAgent: `Browser ${key ?? name}`, ip: '10.77.0.1' }),
    ago,
  ]);
const countRows = async (sql: string): Promise<number> => Number((await api.db.query(sql))[0].count);
const names = async (): Promise<string[]> =>
  ((await api.db.query(`SELECT coalesce(unique_key, name) AS label FROM analytics_events ORDER BY label`)) as { label: string }[]).map((r) => r.label);

describe('analytics retention', () => {
  it('removes pwa_use events older than 90 days and keeps newer ones and the site statistics snapshots', async () => {
    await insertEvent('pwa_use', 'old', '91 days');
    await insertEvent('pwa_use', 'older', '400 days');
    await insertEvent('pwa_use', 'recent', '89 days');
    await insertEvent('pwa_use', 'today', '1 minute');
    await insertEvent('bss', null, '400 days');
    expect(await names()).toEqual(['bss', 'old', 'older', 'recent', 'today']);

    const worker = workers.start(api);
    const output = worker.output;
    // A declared schedule runs once at once, then hourly.
    let run: Job | undefined;
    await waitFor(async () => Boolean((run = (await queue.getCompleted()).find((job) => job.name === JOB))), 30_000, output);
    expect(run?.returnvalue).toEqual({ removed: 2 });
    expect((await queue.getJobScheduler(JOB))?.every).toBe(3_600_000);
    // The snapshot job may have added a snapshot of its own meanwhile.
    expect((await names()).filter((label) => label !== 'bss')).toEqual(['recent', 'today']);
    expect(await countRows(`SELECT count(*) FROM analytics_events WHERE name = 'bss' AND created_at < now() - interval '399 days'`)).toBe(1);
  }, 120_000);
});
