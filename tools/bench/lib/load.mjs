// One load run with autocannon, in this process (the load generator shares the machine with the servers,
// as docs/performance.md describes), summarised to the numbers of the report.
import { createRequire } from 'node:module';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');

/** What every browser sends (measure like a browser, so answers go out compressed as they would). */
export const BROWSER_HEADERS = Object.freeze({ 'Accept-Encoding': 'gzip, deflate, br' });

/** Runs `scenario` against `baseUrl` for `duration` seconds with `connections` connections. */
export async function measure(baseUrl, scenario, { connections, duration, pid }) {
  const loadBefore = os.loadavg()[0];
  const cpuBefore = cpuMs(pid);
  const postgresBefore = postgresCpuMs();
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
  const postgresAfter = postgresCpuMs();
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
    // The same for every PostgreSQL process of this machine (none seen when the database runs elsewhere).
    postgresCpuMsPerRequest:
      postgresBefore !== null && postgresAfter !== null && result.requests.total ? round((postgresAfter - postgresBefore) / result.requests.total) : null,
    load1Before: round(loadBefore),
    load1After: round(os.loadavg()[0]),
  };
}

/** utime + stime of a process in ms (Linux), or null. */
export function cpuMs(pid) {
  if (!pid) return null;
  try {
    return statCpuMs(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null;
  }
}

/** utime + stime in ms of a /proc/<pid>/stat line (the command name may hold spaces, so fields count from its `) `). */
function statCpuMs(stat, withChildren = false) {
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  const children = withChildren ? Number(fields[13]) + Number(fields[14]) : 0;
  return ((Number(fields[11]) + Number(fields[12]) + children) * 1000) / 100;
}

/**
 * CPU time in ms of every `postgres` process of this machine (the server and its backends), or null when none
 * is visible. The server's count includes the backends it has reaped (a pool connection closed when idle, an
 * autovacuum worker), so the sum only grows.
 */
export function postgresCpuMs() {
  let total = 0;
  let seen = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (!stat.includes(' (postgres) ')) continue;
      total += statCpuMs(stat, true);
      seen++;
    } catch {
      // The process ended while the list was read.
    }
  }
  return seen ? total : null;
}

const round = (n) => Math.round(n * 100) / 100;
