// The command line of a benchmark that starts the api: SERVICE_OPTIONS plus its own options, and the usage
// line (exit 2) when it cannot run.
import { parseArgs } from 'node:util';
import { SERVICE_OPTIONS } from './servers.mjs';

/** Parses the command line with SERVICE_OPTIONS and the benchmark's own `options`. */
export function benchArgs(options) {
  return parseArgs({ options: { ...SERVICE_OPTIONS, ...options } }).values;
}

/** Prints `Usage: ${usage}` and exits 2: the command line cannot run. */
export function exitWithUsage(usage) {
  console.error(`Usage: ${usage}`);
  process.exit(2);
}

/**
 * As benchArgs, for a benchmark on a seeded database: without one (--database-url, else BENCH_DATABASE_URL)
 * it exits with `usage`.
 */
export function seededBenchArgs(usage, options) {
  const args = benchArgs(options);
  if (!args['database-url']) exitWithUsage(usage);
  return args;
}

/** The load options of a page benchmark: `--duration` seconds at `--connections`. */
export const LOAD_OPTIONS = Object.freeze({
  duration: { type: 'string', default: '5' },
  connections: { type: 'string', default: '8' },
});
