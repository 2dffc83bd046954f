// Initial JavaScript of the home route, gzipped (docs/web.md "Initial JavaScript"; budget 150 kB,
// React DOM included). Run after `npx nx run web:build`:
//
//   node tools/build/measure-initial-js.mjs                 static: index.html's scripts and modulepreloads,
//                                                            plus the home route's lazy chunk, with their imports
//   node tools/build/measure-initial-js.mjs --browser URL   also loads URL in Chromium and lists the JS it fetched
//                                                            (e.g. http://127.0.0.1:8090/ with the e2e stack running)
//   --max-bytes N                                            exits 1 when the total is above N (150000: the budget)
//
// Sizes are the dist files gzipped at zlib's default level, which is what the api's `compression()` sends.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values: args } = parseArgs({
  options: {
    dist: { type: 'string', default: path.join(root, 'dist/apps/web') },
    route: { type: 'string', default: 'home' },
    browser: { type: 'string' },
    'max-bytes': { type: 'string' },
  },
});
const dist = path.resolve(args.dist);
const assets = path.join(dist, 'assets');

/** `/assets/x.js` as written in index.html, to a path under dist. */
const fromUrl = (url) => path.join(dist, new URL(url, 'http://x/').pathname);

/** Static imports only (`import … from "./x.js"`, `import "./x.js"`): a dynamic `import("./x.js")` waits for its caller. */
function staticImports(file) {
  const code = readFileSync(file, 'utf8');
  const found = [];
  for (const match of code.matchAll(/\b(?:from|import)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) found.push(path.join(path.dirname(file), match[1]));
  return found;
}

function withImports(files) {
  const seen = new Set();
  const queue = [...files];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

const indexHtml = () => readFileSync(path.join(dist, 'index.html'), 'utf8');

/** The inline scripts of index.html (the theme script the build inlines) count as JS of every page. */
function inlineScripts() {
  return [...indexHtml().matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code], n) => ({
    name: `index.html inline script ${n + 1}`,
    data: Buffer.from(code),
  }));
}

function htmlEntries() {
  const html = indexHtml();
  const entries = [];
  for (const tag of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const attrs = tag[0];
    // Every script file counts; links only when they modulepreload.
    const isCounted = tag[1] === 'script' || /\brel="modulepreload"/.test(attrs);
    const url = /\b(?:src|href)="([^"]+\.js)"/.exec(attrs)?.[1];
    if (url && isCounted) entries.push(fromUrl(url));
  }
  return entries;
}

/** The route's lazy chunk: Rolldown names it after the module, `app/routes/home.tsx` → `home-<hash>.js`. */
function routeChunk(name) {
  const matches = readdirSync(assets).filter((file) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(file));
  if (matches.length !== 1) throw new Error(`expected one ${name}-<hash>.js chunk in ${assets}, found ${matches.length}`);
  return path.join(assets, matches[0]);
}

async function browserFiles(url) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const urls = new Set();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') urls.add(request.url());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // The first paint of the feed: its cards, or its empty state on a fresh database.
    await page.locator('article.post-card, .feed-empty, main h1, main h2').first().waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    return [...urls].map((scriptUrl) => fromUrl(scriptUrl));
  } finally {
    await browser.close();
  }
}

/** A file under dist, or an inline script `{ name, data }`. */
function row(entry) {
  const [name, data] = typeof entry === 'string' ? [path.relative(dist, entry), readFileSync(entry)] : [entry.name, entry.data];
  return { file: name, bytes: data.length, gzip: gzipSync(data).length };
}

function report(title, files) {
  const rows = [...files].map(row);
  rows.sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  console.log(title);
  for (const row of rows) console.log(`  ${String(row.gzip).padStart(8)}  ${String(row.bytes).padStart(8)}  ${row.file}`);
  console.log(`  ${String(total).padStart(8)}  gzip bytes in ${rows.length} files = ${(total / 1000).toFixed(1)} kB (${(total / 1024).toFixed(1)} KiB)`);
  return total;
}

const shell = withImports(htmlEntries());
const route = withImports([routeChunk(args.route)]);
const inline = inlineScripts();
const initial = new Set([...shell, ...route]);
console.log('gzip      raw       file');
report('index.html (scripts, modulepreloads and their imports):', [...inline, ...shell]);
report(
  `route "${args.route}" chunk and its imports not already in index.html:`,
  [...route].filter((file) => !shell.has(file)),
);
const total = report('initial JS total:', [...inline, ...initial]);

if (args.browser) {
  const fetched = new Set(await browserFiles(args.browser));
  report(`fetched by Chromium for ${args.browser}:`, fetched);
  const missing = [...fetched].filter((file) => !initial.has(file)).map((file) => path.relative(dist, file));
  const unused = [...initial].filter((file) => !fetched.has(file)).map((file) => path.relative(dist, file));
  if (missing.length) console.log(`  fetched but not in the static count: ${missing.join(', ')}`);
  if (unused.length) console.log(`  in the static count but not fetched: ${unused.join(', ')}`);
}

const max = args['max-bytes'] === undefined ? undefined : Number(args['max-bytes']);
if (max !== undefined && total > max) {
  console.error(`initial JS ${total} B is over the budget of ${max} B`);
  process.exit(1);
}
