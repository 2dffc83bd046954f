import { Queue } from 'bullmq';
import { e2eDatabaseUrl } from './api';

/**
 * Asks the running worker for one basic-site-statistics snapshot, the hourly job of docs/api/rules.md §17,
 * now:
 * the same queue job its scheduler adds, so the real SiteStatsService counts and stores it. The run's
 * Redis prefix follows the database name (tools/e2e/serve.mjs: quorum_e2e_{stamp}_{port} → quorum-e2e-{stamp}_{port}:).
 */
export async function requestSnapshot(): Promise<void> {
  const databaseName = new URL(await e2eDatabaseUrl()).pathname.slice(1);
  const stamp = databaseName.slice('quorum_e2e_'.length);
  const url = new URL(process.env['REDIS_URL'] || 'redis://127.0.0.1:6379');
  const queue = new Queue('analytics', { connection: { host: url.hostname, port: Number(url.port || 6379) }, prefix: `quorum-e2e-${stamp}:bull` });
  try {
    await queue.add('analytics.record-site-stats', { requestedAt: new Date().toISOString() }, { removeOnComplete: true, removeOnFail: true });
  } finally {
    await queue.close();
  }
}
