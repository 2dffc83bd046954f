// `npm run migrate`: applies pending migrations (to the embedded PostgreSQL when DATABASE_URL is unset).
import { runApiCli } from './api-cli.mjs';

await runApiCli(['migrate']);
