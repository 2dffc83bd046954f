// The command line of a benchmark that starts the api on a seeded database: SERVICE_OPTIONS plus its own
// options, and the usage line (exit 2) when no database is named.
import { parseArgs } from 'node:util';
import { SERVICE_OPTIONS } from './servers.mjs';

/**
 * Parses the command line with SERVICE_OPTIONS and `options`; without a database (--database-url, else
 * BENCH_DATABASE_URL) prints `Usage: ${usage}` and exits 2.
 */
export function seededBenchArgs(usage, options) {
  const { values: args } = parseArgs({ options: { ...SERVICE_OPTIONS, ...options } });
  if (!args['database-url']) {
    console.error(`Usage: ${usage}`);
    process.exit(2);
  }
  return args;
}

/** The load options of a page benchmark: `--duration` seconds at `--connections`. */
export const LOAD_OPTIONS = Object.freeze({
  duration: { type: 'string', default: '5' },
  connections: { type: 'string', default: '8' },
});
