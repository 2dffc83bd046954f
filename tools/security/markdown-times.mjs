#!/usr/bin/env node
// How long the web app's markdown parser takes on the pathological corpus (tools/security/markdown-corpus.ts),
// in Node (as the api's server rendering runs it) and in Chromium (as a reader's tab runs it), at 5 k, 10 k and
// 20 k characters: the fastest of --runs parses, in ms, and the slowest case of each. docs/security.md,
// "Markdown: parse time linear in the body", has the figures before and after.
//
//   node tools/security/markdown-times.mjs [--root DIR] [--runs N] [--only TEXT]
//
// --root: the checkout whose apps/web/src/lib/markdown/parse-markdown.ts is measured (default: this one), so an
// older commit can be measured with this corpus. The parser is bundled with Vite for both places.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
const { values: args } = parseArgs({ options: { root: { type: 'string' }, runs: { type: 'string', default: '3' }, only: { type: 'string' } } });
const root = resolve(args.root ?? join(here, '../..'));
const runs = Number(args.runs);

/** One ES module with the corpus and the parser of `root`, for Node or the browser: `measure()` times every case. */
async function bundle(forNode) {
  const dir = join(root, 'tmp/markdown-times');
  mkdirSync(dir, { recursive: true });
  const entry = join(dir, 'entry.ts');
  writeFileSync(
    entry,
    `import * as parser from ${JSON.stringify(join(root, 'apps/web/src/lib/markdown/parse-markdown.ts'))};
import { CORPUS_SIZES, MARKDOWN_CORPUS } from ${JSON.stringify(join(here, 'markdown-corpus.ts'))};
// Past the cache where there is one: every run parses.
const parse = (parser as Record<string, (source: string) => unknown>).parseUncached ?? parser.parseMarkdown;
export function measure(runs: number, only?: string) {
  return MARKDOWN_CORPUS.filter((c) => !only || c.name.includes(only)).map(({ name, make }) => ({
    name,
    ms: CORPUS_SIZES.map((size) => {
      const source = make(size);
      let fastest = Infinity;
      for (let run = 0; run < runs; run++) {
        const started = performance.now();
        try { parse(source); } catch (error) { return String(error).slice(0, 40); }
        fastest = Math.min(fastest, performance.now() - started);
      }
      return Math.round(fastest);
    }),
  }));
}
`,
  );
  const { build } = await import(pathToFileURL(join(root, 'node_modules/vite/dist/node/index.js')).href);
  // Each with its own resolve conditions: some parsers' packages have a browser build that needs the DOM.
  const result = await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    ssr: { noExternal: true },
    build: {
      write: false,
      minify: true,
      ssr: forNode ? entry : false,
      lib: { entry, formats: ['es'], fileName: 'markdown-times' },
      rollupOptions: { output: { codeSplitting: false } },
    },
  });
  const output = (Array.isArray(result) ? result[0] : result).output;
  const code = output[0].code;
  const file = join(dir, forNode ? 'node.mjs' : 'browser.mjs');
  writeFileSync(file, code);
  return { file, code };
}

function print(where, rows) {
  console.log(`\n${where}: fastest of ${runs} parses, ms, at 5 k / 10 k / 20 k characters`);
  for (const row of rows) console.log(`${row.name.padEnd(42)} ${row.ms.map((ms) => String(ms).padStart(7)).join(' ')}`);
  const slowest = rows.filter((row) => typeof row.ms[2] === 'number').sort((a, b) => b.ms[2] - a.ms[2])[0];
  const failed = rows.filter((row) => typeof row.ms[2] !== 'number').map((row) => row.name);
  console.log(`slowest at 20 k: ${slowest ? `${slowest.name}, ${slowest.ms[2]} ms` : '-'}${failed.length ? `; failed: ${failed.join(', ')}` : ''}`);
}

const { file } = await bundle(true);
const { measure } = await import(pathToFileURL(file).href);
print(`Node ${process.version}`, measure(runs, args.only));

const { code } = await bundle(false);
const { chromium } = await import(pathToFileURL(join(here, '../../node_modules/playwright-core/index.mjs')).href);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
});
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><title>markdown times</title>');
  const rows = await page.evaluate(
    async ({ source, runs, only }) => {
      const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
      const module = await import(url);
      return module.measure(runs, only);
    },
    { source: code, runs, only: args.only },
  );
  print(`Chromium ${browser.version()}`, rows);
} finally {
  await browser.close();
}
