#!/usr/bin/env node
// `npm run security`: the whole security and reliability suite at full size (docs/security.md).
// The same files run in a bounded version inside `npm test`; here SECURITY_FULL=1 raises their case counts.
// Each step is one command; a failing step does not stop the others, and the exit code is non-zero if any failed.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const bin = (name) => join(root, 'node_modules/.bin', name);
const env = { ...process.env, SECURITY_FULL: '1', NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };

/** [title, command, args]: add a line per part of the suite. */
const steps = [
  ['api security suite', bin('jest'), ['-c', 'apps/api/jest.config.cjs', '--runInBand', 'apps/api/test/security']],
  // The pathological markdown corpus (tools/security/markdown-corpus.ts): parsed as the browser parses it, and
  // rendered into guests' pages by the server (needs the built web app).
  ['markdown corpus, parse', bin('vitest'), ['run', '--config', 'apps/web/vite.config.mts', 'src/lib/markdown/pathological.test.tsx']],
  ['markdown corpus, server rendering', bin('jest'), ['-c', 'apps/api/jest.config.cjs', '--runInBand', 'apps/api/test/first-screen-markdown.int-spec.ts']],
  // Needs the built api, worker and web (npx nx build …), as every e2e spec; E2E_PORT picks the port.
  ['XSS corpus in Chromium', bin('playwright'), ['test', '--config', 'apps/web-e2e/playwright.config.ts', 'security-xss']],
  // Every fault under load on a private Redis and PostgreSQL (docs/security.md, "Faults"); needs the built api and worker.
  ['faults under load', process.execPath, ['tools/security/faults.mjs']],
];

const results = steps.map(([title, command, args]) => {
  console.log(`\n=== ${title}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  return { title, ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
});

console.log('\n=== security summary');
for (const r of results) console.log(`${r.ok ? 'ok    ' : 'FAILED'} ${r.title} (${r.seconds}s)`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
