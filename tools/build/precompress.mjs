#!/usr/bin/env node
// Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside every text file of a web build over 1 kB,
// which the api serves to browsers that accept them (apps/api/src/http/precompressed.ts). Run by the web
// project's build: `node tools/build/precompress.mjs dist/apps/web`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2];
if (!root) {
  console.error('Usage: node tools/build/precompress.mjs <web dist dir>');
  process.exit(2);
}
const TEXT = /\.(js|mjs|css|svg|json|webmanifest|txt|map)$/;
// index.html is served by the api after it adds previews and the first screen: never as a file.
const SKIP = /(^|\/)index\.html$/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT.test(entry.name) && !SKIP.test(path)) yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(root)) {
  const size = statSync(file).size;
  if (size < 1024) continue;
  const body = readFileSync(file);
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size } });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
  before += size;
  after += br.length;
}
console.log(`precompressed ${count} files: ${(before / 1024).toFixed(0)} kB → ${(after / 1024).toFixed(0)} kB brotli`);
