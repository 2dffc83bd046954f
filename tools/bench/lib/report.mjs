// Printing and judging a run: one line per load run, the markdown table of docs/performance.md, and
// the targets of docs/performance.md met or missed.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const fmt = (n, digits = 1) => (n === null || n === undefined ? '—' : Number(n).toFixed(digits));

export function runLine(label, run) {
  return `${label.padEnd(46)} c=${String(run.connections).padStart(3)}  ${fmt(run.rps, 0).padStart(7)} req/s  p50 ${fmt(run.p50).padStart(6)}  p90 ${fmt(run.p90).padStart(6)}  p99 ${fmt(run.p99).padStart(6)} ms  errors ${run.errors}  cpu ${fmt(run.serverCpuMsPerRequest, 2)} ms/req  load ${run.load1Before}→${run.load1After}`;
}

export function markdownTable(report) {
  const lines = [
    '| # | Scenario | c | req/s | p50 ms | p90 ms | p99 ms | errors | server CPU ms/req | statements/request | floor req/s | ours ÷ floor |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const s of report.scenarios) {
    if (s.skipped) {
      lines.push(`| ${s.id} | ${s.name} | — | skipped: ${s.skipped} | | | | | | | | |`);
      continue;
    }
    for (const run of s.runs) {
      const floor = s.floor?.runs.find((r) => r.connections === run.connections);
      lines.push(
        `| ${s.id} | ${s.name} | ${run.connections} | ${fmt(run.rps, 0)} | ${fmt(run.p50)} | ${fmt(run.p90)} | ${fmt(run.p99)} | ${run.errors} | ${fmt(run.serverCpuMsPerRequest, 2)} | ${s.statements ?? '—'} | ${floor ? `${fmt(floor.rps, 0)} (${fmt(floor.serverCpuMsPerRequest, 2)} ms CPU)` : ''} | ${floor ? fmt(run.rps / floor.rps, 2) : ''} |`,
      );
    }
  }
  return lines.join('\n');
}

/** The targets (docs/performance.md) that one run can judge; the scale target needs a small report beside a bigger one. */
export function judge(report, smallReport) {
  const verdicts = [];
  const byId = new Map(report.scenarios.filter((s) => !s.skipped).map((s) => [s.id, s]));
  const at = (s, c) => s.runs.find((r) => r.connections === c) ?? s.runs.at(-1);
  for (const s of byId.values()) {
    if (!s.read) continue;
    const limit = s.p99Target ?? 50;
    const run = at(s, 32);
    verdicts.push({ target: `${s.id}. ${s.name}: p99 ≤ ${limit} ms at c=${run.connections}`, value: `${fmt(run.p99)} ms`, met: run.p99 <= limit });
  }
  const hot = byId.get(1);
  if (hot?.floor) {
    for (const run of hot.runs) {
      const floor = hot.floor.runs.find((r) => r.connections === run.connections);
      if (floor)
        verdicts.push({
          target: `1. req/s ≥ 0.8 × floor at c=${run.connections}`,
          value: `${fmt(run.rps / floor.rps, 2)} (${fmt(run.rps, 0)} / ${fmt(floor.rps, 0)})`,
          met: run.rps >= 0.8 * floor.rps,
        });
    }
  }
  const votes = byId.get(9);
  if (votes) {
    const best = Math.max(...votes.runs.map((r) => r.rps));
    verdicts.push({
      target: '9. votes ≥ 1,000/s',
      value: `${fmt(best, 0)}/s (best of ${votes.runs.map((r) => `c=${r.connections}`).join(', ')})`,
      met: best >= 1000,
    });
  }
  if (report.invariants)
    verdicts.push({ target: 'every counter equals the vote rows after the votes', value: report.invariants.summary, met: report.invariants.ok });
  if (smallReport && report.dataSet.scale !== 'small') {
    for (const id of [1, 5, 7]) {
      const big = byId.get(id);
      const small = smallReport.scenarios.find((s) => s.id === id && !s.skipped);
      if (!big || !small) continue;
      for (const run of big.runs) {
        const base = small.runs.find((r) => r.connections === run.connections);
        if (base)
          verdicts.push({
            target: `${id}. p50 ${report.dataSet.scale} ≤ 1.3 × p50 small at c=${run.connections}`,
            value: `${fmt(run.p50)} / ${fmt(base.p50)} ms = ${fmt(run.p50 / base.p50, 2)}`,
            met: run.p50 <= 1.3 * base.p50,
          });
      }
    }
  }
  return verdicts;
}

/** The newest report of `scale` in `dir`, or null. */
export function latestReport(dir, scale) {
  const names = readdirSync(dir)
    .filter((n) => n.endsWith(`-${scale}.json`))
    .sort();
  return names.length ? { file: names.at(-1), report: JSON.parse(readFileSync(join(dir, names.at(-1)), 'utf8')) } : null;
}
