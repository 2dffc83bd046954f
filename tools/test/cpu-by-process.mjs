#!/usr/bin/env node
// `node tools/test/cpu-by-process.mjs <command> [args...]`: runs the command (e.g. `npx playwright test --config
// apps/web-e2e/playwright.config.ts`) and prints, when it ends, the CPU seconds every process on the machine
// used meanwhile, grouped by kind (Chromium's renderers, browser and GPU processes, jest or Playwright workers,
// the built api and worker, PostgreSQL, Redis), beside the machine's busy and idle time. Reads /proc once a
// second, so a process that lives less than a second is missed: a measure of where a suite's time goes
// (docs/testing.md, "Where the time of a run goes"), not an account to the tick. Exits with the command's code.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Usage: node tools/test/cpu-by-process.mjs <command> [args...]');
  process.exit(2);
}

const KINDS = [
  [/chrom.*--type=renderer/, 'chromium renderers'],
  [/chrom.*--type=gpu/, 'chromium gpu'],
  [/chrom.*--type=utility/, 'chromium utility'],
  [/chrom.*--type=/, 'chromium other'],
  [/chrom/, 'chromium browser'],
  [/apps\/api\/main\.js/, 'built api'],
  [/apps\/worker\/main\.js/, 'built worker'],
  [/postgres/, 'postgresql'],
  [/redis/, 'redis'],
  [/jest-worker|processChild/, 'jest workers'],
  [/playwright/, 'playwright'],
  [/node/, 'other node'],
];
const kindOf = (commandLine) => KINDS.find(([pattern]) => pattern.test(commandLine))?.[1] ?? 'other';

/** CPU ticks per process, keyed by pid and start time (a pid can be reused). */
const processes = new Map();

function sample() {
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]);
      const key = `${pid}:${fields[19]}`;
      const known = processes.get(key);
      if (known) known.ticks = ticks;
      else processes.set(key, { kind: kindOf(readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')), first: ticks, ticks });
    } catch {
      // The process ended between listing and reading.
    }
  }
}

/** user, nice, system, idle, iowait, irq, softirq, steal of the whole machine. */
const machineTicks = () => readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1, 9).map(Number);

const startedAt = Date.now();
const machineBefore = machineTicks();
sample();
const timer = setInterval(sample, 1000);
const child = spawn(command, args, { stdio: 'inherit' });
child.on('error', (error) => {
  console.error(`cpu-by-process: could not run ${command}: ${error.message}`);
  process.exit(2);
});
child.on('close', (code, signal) => {
  clearInterval(timer);
  sample();
  const spent = machineTicks().map((value, i) => (value - machineBefore[i]) / TICKS_PER_SECOND);
  const idle = spent[3] + spent[4];
  const busy = spent.reduce((sum, value) => sum + value, 0) - idle;
  const byKind = new Map();
  for (const { kind, first, ticks } of processes.values()) byKind.set(kind, (byKind.get(kind) ?? 0) + (ticks - first) / TICKS_PER_SECOND);
  console.log(
    `\ncpu-by-process: ${((Date.now() - startedAt) / 1000).toFixed(0)} s of wall time; the machine was busy ${busy.toFixed(0)} s and idle ${idle.toFixed(0)} s (all cores)`,
  );
  for (const [kind, seconds] of [...byKind].sort((a, b) => b[1] - a[1])) if (seconds >= 1) console.log(`${seconds.toFixed(0).padStart(8)} s  ${kind}`);
  process.exit(code ?? (signal ? 1 : 0));
});
