// Runs the api's command line (`node dist/apps/api/cli.js <args>`) against the project's database,
// building the api first when needed. Shared by `npm run migrate` and `npm run cli`.
import { openDatabase } from './embedded-db.mjs';
import { buildUpToDate, exitWithError, run } from './processes.mjs';

export async function runApiCli(args) {
  try {
    await buildUpToDate(['api']);
    const database = await openDatabase({ ifRunning: 'reuse' });
    let code;
    try {
      code = await run(process.execPath, ['dist/apps/api/cli.js', ...args], { env: { ...process.env, DATABASE_URL: database.url } });
    } finally {
      await database.stop();
    }
    process.exit(code);
  } catch (error) {
    exitWithError(error);
  }
}
