// Child processes for the launchers (start, migrate, cli, e2e serve): builds, prefixed output, ordered stops.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export const BUILD_OUTPUTS = {
  api: 'dist/apps/api/main.js',
  worker: 'dist/apps/worker/main.js',
  web: 'dist/apps/web/index.html',
};

/**
 * Brings the builds of `projects` up to date with Nx. Its cache makes this a few seconds when nothing
 * changed, so a pulled change is never served from an old build.
 */
export async function buildUpToDate(projects) {
  const missing = projects.filter((p) => !existsSync(join(root, BUILD_OUTPUTS[p])));
  console.log(missing.length ? `Building ${projects.join(', ')} ...` : `Checking the builds of ${projects.join(', ')} ...`);
  // Production builds whoever calls: Playwright sets NODE_ENV=test for its webServer, and Vite then keeps
  // React's development JSX runtime, which the server-side entry cannot load.
  const env = { ...process.env, NODE_ENV: 'production', NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
  const code = await run(join(root, 'node_modules/.bin/nx'), ['run-many', '-t', 'build', '-p', ...projects, '--outputStyle=static'], { env });
  if (code !== 0) {
    throw new LaunchError(`The build failed (see above). Fix it, or build one part at a time: npx nx build <${projects.join('|')}>`);
  }
}

/** Runs a command in the foreground with inherited output; resolves to its exit code. */
export function run(command, args, { env = process.env } = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolvePromise(code ?? (signal ? 128 : 1)));
  });
}

/**
 * glibc raises its mmap threshold after each large free, so libvips' big buffers move onto the heap, which
 * fragments and is never given back (the api kept 778 MB after a burst of uploads). A fixed
 * threshold keeps them mapped and returned on free (docs/performance.md, "Images"). Set before the
 * process starts, as glibc reads it then; docker/Dockerfile.* set the same.
 */
export const MALLOC_ENV = { MALLOC_MMAP_THRESHOLD_: '131072' };
/**
 * V8's young generation at most 8 MB per semi-space (16 by default): a burst of uploads peaked the api at
 * 295–303 MB with the default and 239 MB with this on 2026-11-25 (the limit is 300 MB; docs/performance.md,
 * "Images"). docker/Dockerfile.* and the memory tests start the processes the same way.
 */
export const NODE_MEMORY_ARGS = ['--max-semi-space-size=8'];

/** Starts `node <script>` with each output line prefixed by `[name]`. */
export function startService(name, script, env) {
  const child = spawn(process.execPath, [...NODE_MEMORY_ARGS, script], { cwd: root, env: { ...MALLOC_ENV, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const tag = process.stdout.isTTY ? `\x1b[36m[${name}]\x1b[0m` : `[${name}]`;
  createInterface({ input: child.stdout }).on('line', (line) => process.stdout.write(`${tag} ${line}\n`));
  createInterface({ input: child.stderr }).on('line', (line) => process.stderr.write(`${tag} ${line}\n`));
  child.name = name;
  child.exited = new Promise((resolvePromise) => child.once('exit', (code, signal) => resolvePromise({ code, signal })));
  return child;
}

/** SIGTERM to every child still running; those not gone after `timeoutMs` get SIGKILL. */
export async function stopServices(children, timeoutMs = 15_000) {
  const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
  for (const child of running) child.kill('SIGTERM');
  await Promise.all(
    running.map(async (child) => {
      const timer = setTimeout(() => {
        console.error(`${child.name} did not stop within ${timeoutMs / 1000}s; killing it`);
        child.kill('SIGKILL');
      }, timeoutMs);
      await child.exited;
      clearTimeout(timer);
    }),
  );
}

/** Resolves once `url` answers 2xx; rejects after `timeoutMs` or when `stillAlive()` turns false. */
export async function waitForHttp(url, { timeoutMs = 60_000, stillAlive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!stillAlive()) return false;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new LaunchError(`${url} did not answer within ${timeoutMs / 1000}s`);
}

/** An expected failure: its message is printed as it is, without a stack. */
export class LaunchError extends Error {}

/** Prints a LaunchError's message (other errors with their stack) and exits 1. */
export function exitWithError(error) {
  console.error(error instanceof LaunchError ? error.message : error);
  process.exit(1);
}
