#!/usr/bin/env node
// `npm test`: every check and test of the workspace, in one run, ending with one line `N passed, M failed`.
// Suites run one after another (2-core machines; docs/testing.md, "Two lanes (tried, undone)"); a suite that
// crashes counts as one failure.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const tmp = join(root, 'tmp/test-results');
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', FORCE_COLOR: process.env.FORCE_COLOR ?? '0' };
const bin = (name) => join(root, 'node_modules/.bin', name);

/** Runs one suite with its output on this process's; resolves with whether it passed and how long it took. */
function run(title, command, args, extraEnv = {}) {
  console.log(`\n=== ${title}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const child = spawn(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: 'inherit' });
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  return new Promise((resolve) => {
    child.on('error', () => resolve({ ok: false, seconds: seconds() }));
    child.on('close', (code) => resolve({ ok: code === 0, seconds: seconds() }));
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** A check without its own test count (lint, typecheck, build) counts as one test. */
const check = async (title, command, args, extraEnv) => {
  const { ok, seconds } = await run(title, command, args, extraEnv);
  return { title, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds };
};

const jestSuite = async (title, config) => {
  const out = join(tmp, `${title}.json`);
  const { ok, seconds } = await run(title, bin('jest'), ['-c', config, '--json', `--outputFile=${out}`]);
  const report = readJson(out);
  if (!report) return { title, passed: 0, failed: 1, seconds };
  const failed = report.numFailedTests + report.numRuntimeErrorTestSuites + (ok || report.numFailedTests ? 0 : 1);
  return { title, passed: report.numPassedTests, failed, seconds };
};

const vitestSuite = async (title, config) => {
  const out = join(tmp, `${title}.json`);
  const { ok, seconds } = await run(title, bin('vitest'), ['run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]);
  const report = readJson(out);
  if (!report) return { title, passed: 0, failed: 1, seconds };
  return { title, passed: report.numPassedTests, failed: report.numFailedTests + (ok || report.numFailedTests ? 0 : 1), seconds };
};

const playwrightSuite = async (title, config) => {
  const out = join(root, 'tmp/e2e-results.json');
  rmSync(out, { force: true });
  // The build step has just run: the e2e server need not check it (tools/e2e/serve.mjs).
  const { ok, seconds } = await run(title, bin('playwright'), ['test', '--config', config], { E2E_BUILD_CURRENT: '1' });
  const report = readJson(out);
  if (!report) return { title, passed: 0, failed: 1, seconds };
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {};
  return { title, passed: expected + flaky, failed: unexpected + (ok || unexpected ? 0 : 1), seconds };
};

/** The seeder at its tiny scale on a fresh database, then the invariant check (the benchmark itself is not run). */
async function seedCheck() {
  const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `quorum_seed_${Date.now().toString(36)}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const psql = (sql) =>
    spawnSync(
      'node',
      [
        '-e',
        `const pg=require('pg');const c=new pg.Client(${JSON.stringify(adminUrl)});c.connect().then(()=>c.query(${JSON.stringify(sql)})).then(()=>c.end(),e=>{console.error(e.message);process.exit(1)})`,
      ],
      { cwd: root, stdio: 'inherit' },
    );
  psql(`CREATE DATABASE ${name}`);
  try {
    return await check('seed', 'node', ['tools/seed/seed.mjs', '--scale', 'tiny', '--database-url', url.toString()]);
  } finally {
    psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

const results = [];
results.push(await check('lint', 'npm', ['run', '--silent', 'lint']));
results.push(await check('typecheck', bin('nx'), ['run-many', '-t', 'typecheck', '--outputStyle=static']));
// Some suites run the built apps (worker shutdown, image copies, memory), so the build comes first.
// NODE_ENV=production, as the launchers build (tools/start/processes.mjs): the build's cache key includes it,
// so `npm start` in the start tests and the e2e server find this build current instead of building again,
// which emptied dist/apps/web under the suites that were serving it (a 503 "not built yet" mid-run).
const build = await check('build', bin('nx'), ['run-many', '-t', 'build', '-p', 'api', 'worker', 'web', '--outputStyle=static'], { NODE_ENV: 'production' });
results.push(build);
results.push(await jestSuite('api', 'apps/api/jest.config.cjs'));
if (existsSync(join(root, 'apps/web/vite.config.mts'))) results.push(await vitestSuite('web', 'apps/web/vite.config.mts'));
results.push(await jestSuite('worker', 'apps/worker/jest.config.cjs'));
results.push(await seedCheck());
if (existsSync(join(root, 'apps/web-e2e/playwright.config.ts'))) {
  results.push(build.failed ? { title: 'e2e', passed: 0, failed: 1, seconds: '0.0' } : await playwrightSuite('e2e', 'apps/web-e2e/playwright.config.ts'));
}

console.log('\n=== summary');
for (const r of results) console.log(`${r.title.padEnd(10)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  (${r.seconds}s)`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
