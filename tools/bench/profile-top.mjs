#!/usr/bin/env node
// `node tools/bench/profile-top.mjs <file.cpuprofile> [N]`: the N functions with the most self time in a
// V8 CPU profile (from `npm run bench -- --cpu-prof`), and the share of time by package, so a profile can
// be read without a browser.
import { readFileSync } from 'node:fs';

const [file, topArg = '25'] = process.argv.slice(2);
if (!file) {
  console.error('Usage: node tools/bench/profile-top.mjs <file.cpuprofile> [N]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfTicks = new Map();
for (const id of profile.samples) selfTicks.set(id, (selfTicks.get(id) ?? 0) + 1);
const total = profile.samples.length;

const where = (frame) => {
  const url = frame.url || '';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.includes('dist/apps/api')) return 'api bundle';
  if (url.startsWith('node:') || (!url && frame.functionName)) return url.startsWith('node:') ? 'node core' : `(${frame.functionName || 'native'})`;
  return url || '(native)';
};

const byFunction = new Map();
const byPackage = new Map();
for (const [id, ticks] of selfTicks) {
  const frame = byId.get(id).callFrame;
  const key = `${frame.functionName || '(anonymous)'}  ${where(frame)}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + ticks);
  const pkg = where(frame);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + ticks);
}
const pct = (n) => `${((100 * n) / total).toFixed(1).padStart(5)}%`;
console.log(`${total} samples, ${((profile.endTime - profile.startTime) / 1e6).toFixed(1)} s`);
console.log('\nSelf time by package:');
for (const [pkg, ticks] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${pct(ticks)}  ${pkg}`);
console.log(`\nTop ${topArg} functions by self time:`);
for (const [key, ticks] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg))) console.log(`  ${pct(ticks)}  ${key}`);
