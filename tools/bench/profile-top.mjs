#!/usr/bin/env node
// `node tools/bench/profile-top.mjs <file.cpuprofile> [N] [--inclusive] [--requests R]`: the N functions
// with the most self time in a V8 CPU profile (from `npm run bench -- --cpu-prof`), the share of time by
// package and, with --inclusive, the N functions with the most inclusive time (each sample counted once
// per function on its stack), so a profile can be read without a browser. Shares are of the busy samples
// (idle left out); with --requests R (the requests the process served) each line also shows µs per request.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { inclusive: { type: 'boolean', default: false }, requests: { type: 'string' } },
});
const [file, topArg = '25'] = positionals;
if (!file) {
  console.error('Usage: node tools/bench/profile-top.mjs <file.cpuprofile> [N] [--inclusive] [--requests R]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parentOf = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const selfTicks = new Map();
for (const id of profile.samples) selfTicks.set(id, (selfTicks.get(id) ?? 0) + 1);
const idle = [...selfTicks].filter(([id]) => byId.get(id).callFrame.functionName === '(idle)').reduce((sum, [, ticks]) => sum + ticks, 0);
const total = profile.samples.length;
const busy = total - idle;
const seconds = (profile.endTime - profile.startTime) / 1e6;
const usPerSample = (seconds * 1e6) / total;
const requests = options.requests ? Number(options.requests) : null;

const where = (frame) => {
  const url = frame.url || '';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.includes('dist/apps/api')) return 'api bundle';
  if (url.startsWith('node:') || (!url && frame.functionName)) return url.startsWith('node:') ? 'node core' : `(${frame.functionName || 'native'})`;
  return url || '(native)';
};
const keyOf = (frame) => `${frame.functionName || '(anonymous)'}  ${where(frame)}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;

const byFunction = new Map();
const byPackage = new Map();
const inclusive = new Map();
for (const [id, ticks] of selfTicks) {
  const frame = byId.get(id).callFrame;
  if (frame.functionName === '(idle)') continue;
  const key = keyOf(frame);
  byFunction.set(key, (byFunction.get(key) ?? 0) + ticks);
  const pkg = where(frame);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + ticks);
  // Every function on the stack once, however often it recurs.
  const seen = new Set();
  for (let at = id; at !== undefined; at = parentOf.get(at)) seen.add(keyOf(byId.get(at).callFrame));
  for (const k of seen) inclusive.set(k, (inclusive.get(k) ?? 0) + ticks);
}
const pct = (n) => `${((100 * n) / busy).toFixed(1).padStart(5)}%`;
const perRequest = (n) => (requests ? `${((n * usPerSample) / requests).toFixed(0).padStart(5)} µs/req  ` : '');
const line = ([key, ticks]) => `  ${pct(ticks)}  ${perRequest(ticks)}${key}`;
console.log(
  `${total} samples, ${seconds.toFixed(1)} s, ${busy} busy (${((100 * busy) / total).toFixed(1)}%)${requests ? `, ${((busy * usPerSample) / requests / 1000).toFixed(3)} ms busy per request` : ''}; shares of busy samples`,
);
console.log('\nSelf time by package:');
for (const entry of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(line(entry));
console.log(`\nTop ${topArg} functions by self time:`);
for (const entry of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg))) console.log(line(entry));
if (options.inclusive) {
  console.log(`\nTop ${topArg} functions by inclusive time:`);
  for (const entry of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg))) console.log(line(entry));
}
