// One load run with autocannon, in this process (the load generator shares the machine with the servers,
// as docs/performance.md describes), summarised to the numbers of the report.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import os from 'node:os';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');

/** What every browser sends (measure like a browser, so answers go out compressed as they would). */
export const BROWSER_HEADERS = Object.freeze({ 'Accept-Encoding': 'gzip, deflate, br' });

/** Runs `scenario` against `baseUrl` for `duration` seconds with `connections` connections. */
export async function measure(baseUrl, scenario, { connections, duration, pid }) {
  const loadBefore = os.loadavg()[0];
  const cpuBefore = cpuMs(pid);
  const options = {
    url: baseUrl,
    connections,
    duration,
    timeout: 10,
    headers: { ...BROWSER_HEADERS, ...(scenario.headers ?? {}) },
  };
  if (scenario.requests) options.requests = scenario.requests();
  else options.requests = [{ method: 'GET', path: scenario.path }];
  const result = await autocannon(options);
  const cpuAfter = cpuMs(pid);
  return {
    connections,
    duration,
    requests: result.requests.total,
    rps: round(result.requests.total / Math.max(result.duration, 0.001)),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    socketErrors: result.errors,
    timeouts: result.timeouts,
    errors: result.non2xx + result.errors,
    statusCodes: result.statusCodeStats,
    bytesPerRequest: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
    // CPU time the server process spent per request (user + system): steadier than req/s on a shared machine.
    serverCpuMsPerRequest: cpuBefore !== null && cpuAfter !== null && result.requests.total ? round((cpuAfter - cpuBefore) / result.requests.total) : null,
    load1Before: round(loadBefore),
    load1After: round(os.loadavg()[0]),
  };
}

/** utime + stime of a process in ms (Linux), or null. */
function cpuMs(pid) {
  if (!pid) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

const round = (n) => Math.round(n * 100) / 100;
