#!/usr/bin/env node
// Where a test run's time went: per-file totals and the slowest tests of the reports `npm test` writes
// (jest: tmp/test-results/{api,worker}.json; Playwright: tmp/e2e-results.json). docs/testing.md, "Durations".
//   node tools/test/durations.mjs [report.json ...] [--top N]
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args.splice(topAt, 2)[1]) : 20;
const files = args.length ? args : ['tmp/test-results/api.json', 'tmp/test-results/worker.json', 'tmp/e2e-results.json'].filter((f) => existsSync(f));

const seconds = (ms) => (ms / 1000).toFixed(1).padStart(7);

/** Jest --json: one entry per file with its start and end; tests carry their own duration. */
function fromJest(report) {
  const tests = report.testResults.flatMap((file) =>
    file.assertionResults.map((t) => ({ file: relative(process.cwd(), file.name), title: t.fullName, ms: t.duration ?? 0, status: t.status })),
  );
  const perFile = report.testResults.map((file) => ({
    file: relative(process.cwd(), file.name),
    ms: file.endTime - file.startTime,
    tests: file.assertionResults.length,
  }));
  const wall = Math.max(...report.testResults.map((file) => file.endTime)) - report.startTime;
  return { tests, perFile, wall };
}

/** Playwright's json reporter: suites nest by file and describe; each test has one result per attempt. */
function fromPlaywright(report) {
  const tests = [];
  const walk = (suite, file) => {
    for (const child of suite.suites ?? []) walk(child, child.file ?? file);
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results) tests.push({ file: spec.file ?? file, title: spec.title, ms: result.duration, status: result.status });
  };
  for (const suite of report.suites) walk(suite, suite.file);
  const byFile = new Map();
  for (const t of tests) {
    const entry = byFile.get(t.file) ?? { file: t.file, ms: 0, tests: 0 };
    entry.ms += t.ms;
    entry.tests += 1;
    byFile.set(t.file, entry);
  }
  return { tests, perFile: [...byFile.values()], wall: report.stats.duration };
}

for (const file of files) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { tests, perFile, wall } = report.testResults ? fromJest(report) : fromPlaywright(report);
  const run = tests.filter((t) => t.status !== 'skipped' && t.status !== 'pending');
  console.log(
    `\n${file}: ${run.length} tests run, wall ${seconds(wall).trim()} s, files added up ${seconds(perFile.reduce((sum, f) => sum + f.ms, 0)).trim()} s`,
  );
  console.log('  per file (s, tests):');
  for (const f of perFile.sort((a, b) => b.ms - a.ms).slice(0, top)) console.log(`  ${seconds(f.ms)} ${String(f.tests).padStart(4)}  ${f.file}`);
  console.log(`  slowest ${top} tests (s):`);
  for (const t of run.sort((a, b) => b.ms - a.ms).slice(0, top)) console.log(`  ${seconds(t.ms)}  ${t.status.padEnd(8)} ${t.file} › ${t.title.slice(0, 100)}`);
  const bad = run.filter((t) => !['passed', 'expected'].includes(t.status));
  if (bad.length) console.log(`  not passed: ${bad.map((t) => `${t.file} › ${t.title} (${t.status})`).join('; ')}`);
}
