import { setTimeout as sleep } from 'node:timers/promises';
import { Member, signUp } from './community-fixtures';
import { TestApi } from './harness';
import { badge, inbox } from './notification-fixtures';
import { useBuiltWorkers, waitFor, WorkerProcess } from './worker-process';
import { startWithCommunity } from './support/forum';

/** The welcome notification (docs/api/notifications.md §6) sent by the built worker process on its schedule. */
const JOB = 'notifications.send-welcomes';
const workers = useBuiltWorkers('test-welcome-worker');

let api: TestApi;
let community: { id: string; name: string };

const welcomeWorker = (everyMs: number): WorkerProcess => workers.start(api, { WELCOME_COMMUNITY: community.name, WELCOME_EVERY_MS: String(everyMs) });

const runTimes = async (): Promise<number[]> =>
  (await api.db.query(`SELECT finished_at FROM job_runs WHERE job = $1 ORDER BY finished_at`, [JOB])).map((r: { finished_at: Date }) =>
    r.finished_at.getTime(),
  );

const welcomes = async (member: Member): Promise<number> =>
  Number((await api.db.query(`SELECT count(*) FROM notifications WHERE user_id = $1 AND type = 'welcome'`, [member.id]))[0].count);

const signedUpAgo = async (member: Member, interval: string): Promise<void> => {
  await api.db.query(`UPDATE users SET created_at = now() - $2::interval WHERE id = $1`, [member.id, interval]);
};

beforeAll(async () => {
  ({ api, community } = await startWithCommunity({ rateLimitsEnabled: false }));
});

afterAll(() => api.close());

describe('welcome notifications from the worker', () => {
  it('welcomes an account 6 hours old exactly once, not a fresh one nor one older than the 7-day cut-off', async () => {
    const sixHoursOld = await signUp(api);
    const fresh = await signUp(api);
    const longAgo = await signUp(api);
    await signedUpAgo(sixHoursOld, '6 hours 1 minute');
    await signedUpAgo(fresh, '5 hours 59 minutes');
    await signedUpAgo(longAgo, '8 days');
    const worker = welcomeWorker(1000);
    try {
      // Three runs: the first sends, the next two find nothing more to send.
      await waitFor(async () => (await runTimes()).length >= 3, 30_000, worker.output);
    } finally {
      await worker.stop();
    }
    expect(await welcomes(sixHoursOld)).toBe(1);
    expect(await welcomes(fresh)).toBe(0);
    expect(await welcomes(longAgo)).toBe(0);
    const page = await inbox(sixHoursOld);
    expect(page.count).toBe(1);
    expect(page.items?.[0]).toMatchObject({
      type: 'welcome',
      seen: false,
      title: `<b>Welcome to Discuit</b>. Make a post in our <b>${community.name}</b> community to say hello!`,
      toURL: `/${community.name}`,
    });
    expect(await badge(sixHoursOld)).toBe(1);
    const flags = await api.db.query(`SELECT id, welcome_notification_sent AS sent FROM users WHERE id = ANY($1) ORDER BY id`, [
      [sixHoursOld.id, fresh.id, longAgo.id],
    ]);
    expect(Object.fromEntries(flags.map((r: { id: string; sent: boolean }) => [r.id, r.sent]))).toEqual({
      [sixHoursOld.id]: true,
      [fresh.id]: false,
      [longAgo.id]: false,
    });
    const results = (await api.db.query(`SELECT result FROM job_runs WHERE job = $1 ORDER BY finished_at`, [JOB])).map(
      (r: { result: { welcomed: number } }) => r.result.welcomed,
    );
    expect(results.reduce((a: number, b: number) => a + b, 0)).toBe(1);
  }, 60_000);

  it('two worker processes at once: the job runs once per period', async () => {
    const everyMs = 1500;
    await api.db.query(`DELETE FROM job_runs`);
    const pair = [welcomeWorker(everyMs), welcomeWorker(everyMs)];
    let started = 0;
    let stopped = 0;
    try {
      for (const worker of pair) await waitFor(() => worker.output().includes('worker ready'), 20_000, worker.output);
      started = Date.now();
      await sleep(9000);
    } finally {
      stopped = Date.now();
      await Promise.all(pair.map((w) => w.stop()));
    }
    const runs = (await runTimes()).filter((t) => t >= started && t <= stopped);
    const periods = (stopped - started) / everyMs;
    // Once per period: as many runs as periods passed (±1 at the edges), never two in one period.
    expect(runs.length).toBeGreaterThanOrEqual(Math.floor(periods) - 1);
    expect(runs.length).toBeLessThanOrEqual(Math.ceil(periods) + 1);
    const gaps = runs.slice(1).map((t, i) => t - runs[i]);
    expect(Math.min(...gaps)).toBeGreaterThan(everyMs / 2);
    // Both processes took part, or at least neither doubled the other's runs.
    expect(pair.every((w) => !/failed \(attempt/.test(w.output()))).toBe(true);
  }, 60_000);
});
