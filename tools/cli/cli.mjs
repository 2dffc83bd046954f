// `npm run cli -- <command>`, e.g. `npm run cli -- make-admin alice`: the api's command line against the
// project's database (the embedded PostgreSQL when DATABASE_URL is unset, whether or not `npm start` runs).
import { runApiCli } from '../start/api-cli.mjs';

await runApiCli(process.argv.slice(2));
