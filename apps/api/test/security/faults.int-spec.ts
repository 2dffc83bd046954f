import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Faults under load (docs/security.md, "Faults"): tools/security/faults.mjs starts a private Redis
 * and PostgreSQL (never the shared ones), the built api and worker, and a mixed load of reads and writes, then
 * injects faults. This file runs the bounded version (one fault: Redis restarting empty, under a minute) and checks
 * its report, in `npm test` and `npm run security` alike; the full version (every fault) is its own step of
 * `npm run security` (tools/security/run.mjs).
 */
const root = join(__dirname, '../../../..');

interface FaultReport {
  faults: { name: string; recoveredS?: number; answers503?: number; answers500: number }[];
  statuses: Record<string, number>;
  failures: string[];
  loss: {
    votes: { accepted: number; lost: number };
    comments: { accepted: number; lost: number };
    uploads: { accepted: number; lost: number; withoutCopies: number; duplicateCopies: number };
    brokenInvariants: Record<string, number>;
  };
  schedulesRedeclared: boolean;
  announcement?: { live: number; sent: number; receivers: number; twice: number; unexplained: number };
}

function hasRedisServer(): boolean {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function ensureBuilt(): void {
  if (existsSync(join(root, 'dist/apps/api/main.js')) && existsSync(join(root, 'dist/apps/worker/main.js'))) return;
  execFileSync('npx', ['nx', 'run-many', '-t', 'build', '-p', 'api', 'worker'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' },
  });
}

function parseReport(line: string): FaultReport | null {
  try {
    return JSON.parse(line) as FaultReport;
  } catch {
    return null;
  }
}

function runFaults(): Promise<{ code: number | null; report: FaultReport | null; log: string }> {
  const args = ['tools/security/faults.mjs', '--json', '--bounded'];
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let log = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (log += c.toString()));
  return new Promise((done) =>
    child.once('exit', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      done({ code, report: parseReport(line), log });
    }),
  );
}

// The private Redis is a redis-server process of its own; without the binary there is nothing to restart.
const maybe = hasRedisServer() ? it : it.skip;

maybe(
  'survives a Redis restart (empty) under load with nothing lost',
  async () => {
    ensureBuilt();
    const { code, report, log } = await runFaults();
    if (!report) throw new Error(`no report from tools/security/faults.mjs (exit ${code})\n${log}`);
    expect(report.failures).toEqual([]);
    expect(report.statuses['500'] ?? 0).toBe(0);
    for (const fault of report.faults) expect({ fault: fault.name, answers500: fault.answers500 }).toEqual({ fault: fault.name, answers500: 0 });
    const redis = report.faults.find((f) => f.name.startsWith('redis restart'));
    expect(redis?.answers503).toBeGreaterThan(0);
    expect(redis?.recoveredS).toBeLessThan(10);
    expect(report.loss.votes.lost + report.loss.comments.lost + report.loss.uploads.lost).toBe(0);
    expect(report.loss.votes.accepted + report.loss.comments.accepted).toBeGreaterThan(0);
    expect([report.loss.uploads.withoutCopies, report.loss.uploads.duplicateCopies]).toEqual([0, 0]);
    expect(report.loss.brokenInvariants).toEqual({});
    expect(report.schedulesRedeclared).toBe(true);
    if (report.announcement)
      expect([report.announcement.sent, report.announcement.twice, report.announcement.unexplained]).toEqual([report.announcement.live, 0, 0]);
    expect(code).toBe(0);
  },
  240_000,
);
