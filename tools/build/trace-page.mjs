#!/usr/bin/env node
// Where a page's main thread goes: a Chromium performance trace (CDP Tracing, with V8's CPU sampler) of one load
// at a CPU slowdown (4× like Lighthouse's mobile preset), printed as the long tasks (≥ 50 ms) after the first
// contentful paint with the functions that took their time (self time, by sampled stack). docs/web.md "Page figures".
//
//   node tools/build/trace-page.mjs --url http://127.0.0.1:8095/c_3/post/00001f0b [--cpu 4] [--wait 6000] [--save trace.json]
//   --cpu 1: the last line (each task's thread CPU time × 4, as Lighthouse simulates) is the figure to compare then.
//
// Against an api already running (npm run vitals starts its own; for readable function names serve an
// unminified build: `npx vite build --minify false` in apps/web with --outDir, then the api's WEB_DIST_DIR on it).
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    cpu: { type: 'string', default: '4' },
    wait: { type: 'string', default: '6000' },
    save: { type: 'string' },
    top: { type: 'string', default: '8' },
  },
});
if (!args.url) throw new Error('--url is required');

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
];

async function trace() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(args.cpu) });
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
    const messages = [];
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
    await page.goto(args.url, { waitUntil: 'load' });
    await page.waitForTimeout(Number(args.wait));
    await cdp.send('Tracing.end');
    await done;
    return { events, messages };
  } finally {
    await browser.close();
  }
}

/** The renderer's main thread: where the page's `firstContentfulPaint` mark is. */
function mainThread(events) {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (fcp) return { pid: fcp.pid, tid: fcp.tid, fcp: fcp.ts };
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  return { pid: main.pid, tid: main.tid, fcp: 0 };
}

/** V8's sampled stacks as [timestamp, leaf-to-root frames]. */
function samples(events, pid, tid) {
  const nodes = new Map();
  const out = [];
  let time = 0;
  // One profile per thread (the page's, a service worker's, ...): the main thread's only.
  const profile = events.find((event) => event.name === 'Profile' && event.pid === pid && event.tid === tid);
  if (!profile) return [];
  time = profile.args.data.startTime;
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== pid || event.id !== profile.id) continue;
    const data = event.args.data;
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    ids.forEach((id, i) => {
      time += data.timeDeltas[i];
      out.push([time, id]);
    });
  }
  const stack = (id) => {
    const frames = [];
    for (let node = nodes.get(id); node; node = nodes.get(node.parent)) frames.push(node.callFrame);
    return frames;
  };
  return out.map(([ts, id]) => [ts, stack(id)]);
}

/**
 * A task's first-level trace events by name, with their total duration: whether its time went to script
 * (EvaluateScript, v8.compileModule, FunctionCall, TimerFire ...), style (UpdateLayoutTree) or layout (Layout).
 */
const WRAPPERS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'RunMicrotasks']);
function parts(events, task) {
  const end = task.ts + task.dur;
  const inside = events
    .filter(
      (event) =>
        event !== task &&
        !WRAPPERS.has(event.name) &&
        event.ph === 'X' &&
        event.pid === task.pid &&
        event.tid === task.tid &&
        event.ts >= task.ts &&
        event.ts + (event.dur ?? 0) <= end,
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const totals = new Map();
  let covered = 0;
  for (const event of inside) {
    if (event.ts < covered) continue;
    covered = event.ts + (event.dur ?? 0);
    const name =
      event.name === 'Layout' ? `Layout(${event.args?.beginData?.dirtyObjects ?? '?'}/${event.args?.beginData?.totalObjects ?? '?'} objects)` : event.name;
    totals.set(name, (totals.get(name) ?? 0) + (event.dur ?? 0));
  }
  return [...totals].sort((a, b) => b[1] - a[1]).filter(([, micros]) => micros >= 2000);
}

const frameName = (frame) => `${frame.functionName || '(anonymous)'} ${(frame.url || '').split('/').pop()}:${frame.lineNumber + 1}`;

function report({ events, messages }) {
  const { pid, tid, fcp } = mainThread(events);
  const tasks = events.filter((event) => event.pid === pid && event.tid === tid && event.name === 'RunTask' && event.dur >= 50_000).sort((a, b) => a.ts - b.ts);
  const sampled = samples(events, pid, tid);
  const navigation = events.find((event) => event.name === 'navigationStart' && event.pid === pid)?.ts ?? tasks[0]?.ts ?? 0;
  const ms = (micros) => (micros / 1000).toFixed(0);
  console.log(`FCP at ${ms(fcp - navigation)} ms; long tasks (≥ 50 ms) at ${args.cpu}× CPU:`);
  let blocking = 0;
  for (const task of tasks) {
    if (task.ts >= fcp) blocking += task.dur / 1000 - 50;
    console.log(`\n${ms(task.ts - navigation)} ms +${ms(task.dur)} ms${task.ts < fcp ? ' (before FCP)' : ''}`);
    console.log(
      `  parts: ${parts(events, task)
        .map(([name, micros]) => `${name} ${ms(micros)}`)
        .join(', ')}`,
    );
    const inside = sampled.filter(([ts]) => ts >= task.ts && ts <= task.ts + task.dur);
    const self = new Map();
    const total = new Map();
    for (const [, stack] of inside) {
      if (stack[0]) self.set(frameName(stack[0]), (self.get(frameName(stack[0])) ?? 0) + 1);
      for (const name of new Set(stack.map(frameName))) total.set(name, (total.get(name) ?? 0) + 1);
    }
    const top = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, Number(args.top));
    const share = (count) => `${((100 * count) / Math.max(inside.length, 1)).toFixed(0)}%`;
    console.log(
      `  self:  ${top(self)
        .map(([name, count]) => `${share(count)} ${name}`)
        .join('\n         ')}`,
    );
    console.log(
      `  total: ${top(total)
        .filter(([name]) => !name.startsWith('(root)') && !name.startsWith('(program)'))
        .map(([name, count]) => `${share(count)} ${name}`)
        .join('\n         ')}`,
    );
  }
  console.log(`\nblocking time after FCP (unsimulated, this machine): ${blocking.toFixed(0)} ms`);
  // Thread CPU time (tdur: what the thread ran, not its waits) × 4, as Lighthouse's simulation scales the tasks it
  // observes: steadier than wall-clock time on a loaded machine. Best with --cpu 1 (docs/web.md "Page figures").
  const simulated = events
    .filter((event) => event.pid === pid && event.tid === tid && event.name === 'RunTask' && event.ts >= fcp && event.tdur)
    .map((event) => ({ at: event.ts - navigation, ms: (4 * event.tdur) / 1000 }))
    .filter((task) => task.ms > 50);
  const simulatedBlocking = simulated.reduce((sum, task) => sum + task.ms - 50, 0);
  console.log(
    `thread CPU × 4 after FCP: ${simulated.length} tasks > 50 ms (${simulated.map((task) => `${task.ms.toFixed(0)} ms at ${ms(task.at)} ms`).join(', ')}), blocking ${simulatedBlocking.toFixed(0)} ms`,
  );
  const errors = messages.filter((message) => message.startsWith('error'));
  if (errors.length) console.log(`console errors:\n  ${errors.join('\n  ')}`);
}

const result = await trace();
if (args.save) writeFileSync(args.save, JSON.stringify({ traceEvents: result.events }));
report(result);
