import { writeFileSync } from 'node:fs';
import { ModulesContainer } from '@nestjs/core';
import { listRoutes, RouteEntry } from '../../src/http/route-inventory';
import { TestApi } from '../harness';
import { CSRF_REQUEST_HEADER } from '@app/contract';
import { png } from '../images-fixtures';
import { ACCESS_MATRIX, Cell, STATE_MATRIX } from './access-matrix';
import { buildWorld, CALLERS, Caller, clientOf, Method, Probe, PROBES, STATE_PROBES, World } from './access-probes';

/**
 * Every route of the api's own table (read from Nest at test time) × eight callers and the
 * owner, against the one table in access-matrix.ts. A route missing from the table or the probes fails.
 * RECORD_MATRIX=<file> writes what the server answered instead, for reviewing a new route against the contract.
 */
let api: TestApi;
let routes: RouteEntry[];
let world: World;

beforeAll(async () => {
  api = await TestApi.start({ rateLimitsEnabled: false });
  routes = listRoutes(api.app.get(ModulesContainer));
  world = await buildWorld(api);
  image = await png(64, 48);
}, 60_000);

afterAll(async () => {
  await api.close();
});

const key = (r: RouteEntry) => `${r.method} ${r.path}`;

/** `200`, `401 not_logged_in`: the status, and the error code when the answer has one. */
function cellOf(status: number, body: unknown): Cell {
  const code = body && typeof body === 'object' && 'code' in body ? String((body as { code: unknown }).code) : '';
  return (code && status >= 400 ? `${status} ${code}` : `${status}`) as Cell;
}

let image: Buffer;

async function call(w: World, method: Method, as: Caller, probe: Probe): Promise<Cell> {
  const client = clientOf(w, as);
  if (probe.file) {
    if (!client.csrfToken) await client.init();
    const res = await client.agent
      .post(probe.path)
      .set('X-Forwarded-For', client.ip)
      .set(CSRF_REQUEST_HEADER, client.csrfToken)
      .attach('image', image, 'photo.png');
    return cellOf(res.status, res.body);
  }
  const res = method === 'GET' ? await client.get(probe.path) : await client.send(method.toLowerCase() as 'post', probe.path, probe.body);
  // The deleted account's old session is a visitor's: a signup through it would make it someone again.
  if (as === 'deleted' && method === 'POST' && probe.path === '/api/_signup') await client.send('post', '/api/_login?action=logout');
  return cellOf(res.status, res.body);
}

describe('access matrix (routes × callers)', () => {
  it('has a probe and a row of expected answers for every route in the api, and none for a route that is gone', () => {
    const live = routes.map(key).sort();
    expect({ missingProbe: live.filter((k) => !PROBES[k]), missingRow: live.filter((k) => !ACCESS_MATRIX[k]) }).toEqual({ missingProbe: [], missingRow: [] });
    expect({ staleProbe: Object.keys(PROBES).filter((k) => !live.includes(k)), staleRow: Object.keys(ACCESS_MATRIX).filter((k) => !live.includes(k)) }).toEqual(
      { staleProbe: [], staleRow: [] },
    );
  });

  it('answers every cell as the table says', async () => {
    const seen: Record<string, Record<Caller, Cell>> = {};
    const mismatches: string[] = [];
    let cells = 0;
    for (const route of routes.map(key).sort()) {
      const method = route.split(' ')[0] as Method;
      seen[route] = {} as Record<Caller, Cell>;
      for (const as of CALLERS) {
        const got = await call(world, method, as, await PROBES[route](world, as));
        cells++;
        seen[route][as] = got;
        const want = ACCESS_MATRIX[route]?.[as];
        if (got !== want) mismatches.push(`${route} as ${as}: got ${got}, table says ${want}`);
        expect(Number(got.slice(0, 3))).toBeLessThan(500);
      }
    }
    const record = process.env['RECORD_MATRIX'];
    if (record) writeFileSync(record, JSON.stringify(seen, null, 1));
    console.log(`access matrix: ${routes.length} routes × ${CALLERS.length} callers = ${cells} cells`);
    expect(mismatches).toEqual([]);
    // Refused or "absent" cells changed nothing: the owner still mutes `muted` and each user the muteId probe
    // muted for a caller other than the owner (8 cells); only the owner's own cell removed one.
    const [{ count }] = (await api.db.query('SELECT count(*)::int AS count FROM user_mutes WHERE muter_id = $1', [world.people.owner.id])) as {
      count: number;
    }[];
    expect(count).toBe(1 + CALLERS.length - 1);
  }, 300_000);

  it('answers every object state as the table says', async () => {
    const seen: Record<string, Record<Caller, Cell>> = {};
    const mismatches: string[] = [];
    for (const [state, { method, probe }] of Object.entries(STATE_PROBES)) {
      seen[state] = {} as Record<Caller, Cell>;
      for (const as of CALLERS) {
        const got = await call(world, method, as, await probe(world));
        seen[state][as] = got;
        if (got !== STATE_MATRIX[state]?.[as]) mismatches.push(`${state} as ${as}: got ${got}, table says ${STATE_MATRIX[state]?.[as]}`);
        expect(Number(got.slice(0, 3))).toBeLessThan(500);
      }
    }
    const record = process.env['RECORD_MATRIX'];
    if (record) writeFileSync(`${record}.states`, JSON.stringify(seen, null, 1));
    expect(Object.keys(STATE_MATRIX).sort()).toEqual(Object.keys(STATE_PROBES).sort());
    expect(mismatches).toEqual([]);
  }, 120_000);
});
