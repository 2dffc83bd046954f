import { useTestApi } from './support/test-api-per-file';

/**
 * How long a visitor's login with thousands of junk keys takes, and the slowest
 * GET /api/_initial sent meanwhile. Not part of `npm test` (it only prints figures); run with
 *   npx jest -c apps/api/jest.config.cjs --testMatch '**\/hostile-body.bench.ts' apps/api/test/hostile-body.bench.ts
 */
const api = useTestApi();

it('prints the cost of hostile login bodies', async () => {
  const hostile = api.client();
  await hostile.init();
  const probe = api.client();
  await probe.init();
  for (const keys of [20_000, 40_000, 80_000]) {
    const body = `{"username":"x","password":"y",${Array.from({ length: keys }, (_, i) => `"k${i}":0`).join(',')}}`;
    const started = Date.now();
    let done = false;
    const answer = hostile.post('/api/_login', body).then((res) => {
      done = true;
      return { status: res.status, ms: Date.now() - started };
    });
    let slowest = 0;
    while (!done) {
      const sent = Date.now();
      await probe.get('/api/_initial');
      slowest = Math.max(slowest, Date.now() - sent);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const { status, ms } = await answer;
    console.log(`${keys} keys (${body.length} bytes): ${status} in ${ms} ms; slowest concurrent GET /api/_initial ${slowest} ms`);
  }
}, 180_000);
