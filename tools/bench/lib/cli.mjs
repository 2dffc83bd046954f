// The command line of the benches that measure one feature through the built api (bench:search, bench:modlog):
// the services' options, `--duration` and `--connections`, and the bench's own; a database is required.
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { SERVICE_OPTIONS } from './servers.mjs';

const require = createRequire(import.meta.url);

/** The pg client class (pg is CommonJS). */
export const { Client } = require('pg');

/** The parsed options, `duration` and `connections` as numbers; without a database, `usage` and exit 2. */
export function featureBenchArgs(usage, options = {}) {
  const { values } = parseArgs({
    options: {
      ...SERVICE_OPTIONS,
      duration: { type: 'string', default: '5' },
      connections: { type: 'string', default: '8' },
      ...options,
    },
  });
  if (!values['database-url']) {
    console.error(`Usage: ${usage}`);
    process.exit(2);
  }
  return { ...values, duration: Number(values.duration), connections: Number(values.connections) };
}
