/**
 * The security suite runs twice: a bounded version inside `npm test` (CI's time limit) and the full version through
 * `npm run security`, which sets SECURITY_FULL=1. Each part scales its case counts with this one switch so that a
 * failure found in the full run replays in the short one by its seed.
 */
export const securityFull = process.env['SECURITY_FULL'] === '1';

/** The fast-check seed: fixed by default so a failure replays; `SECURITY_SEED` picks another one. */
export const securitySeed = Number(process.env['SECURITY_SEED'] ?? 20261125);

/** Cases per property: `short` inside `npm test`, `full` under `npm run security`. */
export function securityRuns(short: number, full: number): number {
  return securityFull ? full : short;
}
