// Preloaded into a diagnostic api process (NODE_OPTIONS=--require): appends the first line of every SQL
// statement sent through `pg` to BENCH_QUERY_LOG, so run.mjs can count the statements of one request.
// Never loaded into the api that is measured.
const { appendFileSync } = require('node:fs');
const pg = require('pg');

const file = process.env.BENCH_QUERY_LOG;
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, ...rest) {
  const text = typeof config === 'string' ? config : config && config.text;
  if (file && text) appendFileSync(file, `${text.replace(/\s+/g, ' ').slice(0, 160)}\n`);
  return original.call(this, config, ...rest);
};
