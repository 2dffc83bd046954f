#!/usr/bin/env node
// `npm run vitals`: Lighthouse (mobile preset: simulated slow 4G, 4× CPU slowdown) on the built api and web
// client, for the home feed and the seeded data set's most-commented post page; median of --runs runs.
// Method and figures: docs/web.md "Page figures".
//
//   npx nx run-many -t build -p api web
//   npm run seed -- --scale small --database-url postgres://postgres@127.0.0.1:5432/quorum_small
//   npm run vitals [-- --database-url URL] [--runs 5] [--port 8095] [--web-dist dist/apps/web] [--save DIR]
//   npm run vitals -- --base-url http://127.0.0.1:8090 --post /c_1/post/000026ab   (an api already running)
//   npm run vitals -- --pages post      (one page only: home, post, or both, the default home,post)
//
// Exits 1 when a page misses a target (performance ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.05). Lighthouse 13 reports
// its advice as "insights" (render-blocking-insight, cache-insight, ...) in place of the 12.x opportunity audits; the
// findings that name requests are printed under the table (render-blocking requests, back/forward cache, main-thread
// work) from the last run of each page. Only a quiet machine's figures count: the load average is printed too.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import pg from 'pg';
import { root, startService, stopServices, waitForHttp } from '../start/processes.mjs';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/quorum_small' },
    'base-url': { type: 'string' },
    post: { type: 'string' },
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '8095' },
    'web-dist': { type: 'string', default: 'dist/apps/web' },
    api: { type: 'string', default: 'dist/apps/api/main.js' },
    save: { type: 'string' },
    pages: { type: 'string', default: 'home,post' },
  },
});

export const TARGETS = { score: 95, lcp: 2000, tbt: 150, cls: 0.05 };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'];

/**
 * The most-commented post of the data set's own traffic (147 comments on the small seed). The seed's two fixed
 * benchmark threads (500 and 1,200 comments, tools/seed/generate.sql.mjs) are left out: they measure the api's
 * paging, not a page a reader usually opens. `--post PATH` measures any other page.
 */
async function mostCommentedPostPath(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT c.name, p.public_id, p.no_comments FROM posts p JOIN communities c ON c.id = p.community_id
       WHERE p.deleted_at IS NULL AND p.no_comments < 500 ORDER BY p.no_comments DESC, p.id LIMIT 1`,
    );
    if (!rows[0]) throw new Error(`no post in ${databaseUrl}: seed it first (npm run seed -- --scale small)`);
    return { path: `/${rows[0].name}/post/${rows[0].public_id}`, comments: rows[0].no_comments };
  } finally {
    await client.end();
  }
}

function startApi() {
  const env = {
    ...process.env,
    PORT: args.port,
    HOST: '127.0.0.1',
    DATABASE_URL: args['database-url'],
    DATABASE_MIGRATE_ON_BOOT: 'false',
    RATE_LIMITS_ENABLED: 'false',
    REDIS_PREFIX: `quorum-vitals-${Date.now()}:`,
    WEB_DIST_DIR: args['web-dist'],
    NO_COLOR: '1',
  };
  return startService('api', args.api, env);
}

/** One Lighthouse run in a fresh Chromium: default config is the mobile preset with simulated throttling. */
async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/** What Lighthouse 13 names as causes: render-blocking requests, bf-cache blockers, main-thread work by category. */
function findings(lhr) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const blocking = items('render-blocking-insight').map((item) => new URL(String(item.url), 'http://x').pathname);
  const bfCache = lhr.audits['bf-cache'];
  const bfReasons = items('bf-cache').map((item) => `${item.reason} (${item.failureType})`);
  const mainThread = lhr.audits['mainthread-work-breakdown']?.numericValue ?? NaN;
  return {
    renderBlocking: blocking.length ? blocking.join(', ') : 'none',
    bfCache: bfCache?.score === 1 ? 'eligible' : bfCache?.score === null || bfCache === undefined ? 'not measured' : `not eligible: ${bfReasons.join('; ')}`,
    mainThread: `${(mainThread / 1000).toFixed(2)} s`,
  };
}

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scriptBytes = requests.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    js: scriptBytes,
  };
}

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

function medianOf(runs) {
  const keys = Object.keys(runs[0]);
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
}

function missed(row) {
  const misses = [];
  if (row.score < TARGETS.score) misses.push(`score ${row.score} < ${TARGETS.score}`);
  if (row.lcp > TARGETS.lcp) misses.push(`LCP ${row.lcp.toFixed(0)} ms > ${TARGETS.lcp}`);
  if (row.tbt > TARGETS.tbt) misses.push(`TBT ${row.tbt.toFixed(0)} ms > ${TARGETS.tbt}`);
  if (row.cls > TARGETS.cls) misses.push(`CLS ${row.cls.toFixed(3)} > ${TARGETS.cls}`);
  return misses;
}

const cell = (value, width) => String(value).padStart(width);

function printTable(rows, version) {
  console.log(`\nLighthouse ${version} mobile preset, median of ${args.runs} runs (each metric on its own)`);
  console.log(`${'page'.padEnd(34)}${cell('score', 6)}${cell('FCP', 9)}${cell('LCP', 9)}${cell('TBT', 8)}${cell('CLS', 7)}${cell('JS kB', 8)}  runs (score)`);
  for (const { name, row, runs } of rows) {
    console.log(
      `${name.padEnd(34)}${cell(row.score, 6)}${cell(`${(row.fcp / 1000).toFixed(2)} s`, 9)}${cell(`${(row.lcp / 1000).toFixed(2)} s`, 9)}` +
        `${cell(`${row.tbt.toFixed(0)} ms`, 8)}${cell(row.cls.toFixed(3), 7)}${cell((row.js / 1000).toFixed(1), 8)}  ${runs.map((run) => run.score).join(' ')}`,
    );
  }
}

async function main() {
  const post = args.post ? { path: args.post, comments: '?' } : await mostCommentedPostPath(args['database-url']);
  const services = [];
  const baseUrl = args['base-url'] ?? `http://127.0.0.1:${args.port}`;
  try {
    if (!args['base-url']) services.push(startApi());
    // Fails at once if our api exits (a port taken by another process would otherwise be measured instead).
    const isUp = await waitForHttp(`${baseUrl}/api/_initial`, { stillAlive: () => services.every((child) => child.exitCode === null) });
    if (!isUp) throw new Error(`the api exited before answering at ${baseUrl}`);
    const wanted = new Set(args.pages.split(','));
    const pages = [
      { key: 'home', name: 'home / (guest, hot)', url: `${baseUrl}/` },
      { key: 'post', name: `post page (${post.comments} comments)`, url: `${baseUrl}${post.path}` },
    ].filter((page) => wanted.has(page.key));
    if (pages.length === 0) throw new Error(`--pages ${args.pages}: expected home, post or home,post`);
    const rows = [];
    let version = '';
    for (const page of pages) {
      const runs = [];
      let lastLhr;
      for (let i = 0; i < Number(args.runs); i++) {
        const lhr = await runLighthouse(page.url);
        lastLhr = lhr;
        version = lhr.lighthouseVersion;
        runs.push(figures(lhr));
        if (args.save) {
          mkdirSync(args.save, { recursive: true });
          writeFileSync(path.join(args.save, `${page.name.split(' ')[0]}-${i + 1}.json`), JSON.stringify(lhr));
        }
        console.log(`${page.url} run ${i + 1}: ${JSON.stringify(runs.at(-1))}`);
      }
      rows.push({ name: page.name, row: medianOf(runs), runs, found: findings(lastLhr) });
    }
    printTable(rows, version);
    for (const { name, found } of rows) {
      console.log(`${name}: render-blocking: ${found.renderBlocking}; bf-cache: ${found.bfCache}; main-thread work: ${found.mainThread}`);
    }
    console.log(
      `load average (1, 5, 15 min): ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(', ')} on ${os.cpus().length} cores`,
    );
    const misses = rows.flatMap(({ name, row }) => missed(row).map((miss) => `${name}: ${miss}`));
    if (misses.length) {
      console.log(`\nmissed: ${misses.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    await stopServices(services);
  }
}

process.chdir(root);
if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
await main();
