#!/usr/bin/env node
// Lighthouse-style figures for a page, measured in Debian's Chromium with Lighthouse's mobile throttling
// (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, CPU 4× slower): First Contentful Paint, Largest
// Contentful Paint, Cumulative Layout Shift, Total Blocking Time (long tasks over 50 ms, up to LCP + 5 s)
// and bytes transferred. Each URL is loaded --runs times in a fresh context; the median is printed.
//   node tools/build/measure-page-vitals.mjs [--runs 5] [--no-throttle] URL [URL …]
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '5' }, 'no-throttle': { type: 'boolean', default: false } },
});
if (!positionals.length) {
  console.error('Usage: node tools/build/measure-page-vitals.mjs [--runs 5] [--no-throttle] URL [URL …]');
  process.exit(2);
}

// Runs in the page before any script: records paints, layout shifts and long tasks as they happen.
const OBSERVE = () => {
  const vitals = { lcp: 0, cls: 0, longTasks: [] };
  window.__vitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
};

async function measureOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (!values['no-throttle']) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  await page.addInitScript(OBSERVE);
  let bytes = 0;
  cdp.on('Network.loadingFinished', (event) => (bytes += event.encodedDataLength));
  await cdp.send('Network.enable');
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const result = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const nav = performance.getEntriesByType('navigation')[0];
    const { lcp, cls, longTasks } = window.__vitals;
    const horizon = (lcp || paint?.startTime || 0) + 5000;
    const tbt = longTasks.filter((t) => t.start < horizon).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
    return { fcp: paint?.startTime ?? NaN, lcp, cls, tbt, domContentLoaded: nav.domContentLoadedEventEnd };
  });
  await context.close();
  return { ...result, bytes };
}

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'],
});
try {
  console.log(`${values['no-throttle'] ? 'no throttling' : 'mobile throttling (150 ms RTT, 1.6 Mbit/s, CPU ×4)'}, 390×844, median of ${values.runs} loads`);
  for (const url of positionals) {
    const runs = [];
    for (let i = 0; i < Number(values.runs); i++) runs.push(await measureOnce(browser, url));
    const pick = (key) => median(runs.map((r) => r[key]));
    console.log(`${url}\n  FCP ${pick('fcp').toFixed(0)} ms  LCP ${pick('lcp').toFixed(0)} ms  TBT ${pick('tbt').toFixed(0)} ms  CLS ${pick('cls').toFixed(3)}  DOMContentLoaded ${pick('domContentLoaded').toFixed(0)} ms  transferred ${(pick('bytes') / 1000).toFixed(1)} kB`);
  }
} finally {
  await browser.close();
}
