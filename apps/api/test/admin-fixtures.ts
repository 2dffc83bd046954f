import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { TestApi } from './harness';

interface Check {
  name: string;
  sql: string;
}

/** The seeder's invariant queries (tools/seed/checks.sql.mjs), read through node since the file is an ES module. */
function seederChecks(): Check[] {
  const root = join(__dirname, '../../..');
  const script = `import { CHECKS } from './tools/seed/checks.sql.mjs'; process.stdout.write(JSON.stringify(CHECKS));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root }).toString()) as Check[];
}

/** Each invariant the API keeps with the count of rows breaking it; all 0 when the counters are exact. */
export async function brokenInvariants(api: TestApi): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const check of seederChecks()) {
    const rows = (await api.db.query(check.sql)) as { count: string }[];
    result[check.name] = Number(rows[0].count);
  }
  return result;
}

/** Moves a post back in time, keeping its hotness what the formula gives for the new creation time. */
export async function backdatePost(api: TestApi, postId: string, days: number): Promise<void> {
  await api.db.query(
    `UPDATE posts SET created_at = created_at - make_interval(days => $2), last_activity_at = last_activity_at - make_interval(days => $2),
                      hotness = post_hotness(upvotes, created_at - make_interval(days => $2))
     WHERE id = $1`,
    [postId, days],
  );
}

export async function backdateComment(api: TestApi, commentId: string, days: number): Promise<void> {
  await api.db.query(`UPDATE comments SET created_at = created_at - make_interval(days => $2) WHERE id = $1`, [commentId, days]);
}
