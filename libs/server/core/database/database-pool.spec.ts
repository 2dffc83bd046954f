import { createServer, Server } from 'node:net';
import { runInRequestContext } from '../request-context';
import { DatabasePool } from './database-pool';

/** A port that accepts TCP and never answers: every checkout waits out the pool's connect timeout. */
let silent: Server;
let port: number;
const sockets = new Set<import('node:net').Socket>();

beforeAll(async () => {
  silent = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  port = (silent.address() as { port: number }).port;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

function poolOnSilentPort(): DatabasePool {
  return new DatabasePool({ connectionString: `postgres://quorum@127.0.0.1:${port}/quorum`, connectionTimeoutMillis: 150 });
}

async function timedCheckout(pool: DatabasePool): Promise<{ message: string; ms: number }> {
  const started = Date.now();
  const error = await pool.connect().then(
    () => new Error('connected'),
    (e: Error) => e,
  );
  return { message: error.message, ms: Date.now() - started };
}

describe('DatabasePool', () => {
  it("fails a request's later checkouts at once after one wait ended in an outage", async () => {
    const pool = poolOnSilentPort();
    await runInRequestContext({ requestId: 'r1' }, async () => {
      const first = await timedCheckout(pool);
      expect(first.message).toMatch(/timeout/);
      expect(first.ms).toBeGreaterThanOrEqual(140);
      const second = await timedCheckout(pool);
      expect(second.message).toBe('timeout exceeded when trying to connect (this request already waited in vain)');
      expect(second.ms).toBeLessThan(50);
    });
    await pool.end();
  });

  it('leaves other requests and work outside requests their full wait', async () => {
    const pool = poolOnSilentPort();
    await runInRequestContext({ requestId: 'r1' }, () => timedCheckout(pool));
    const other = await runInRequestContext({ requestId: 'r2' }, () => timedCheckout(pool));
    expect(other.message).toMatch(/^timeout exceeded when trying to connect$|Connection terminated/);
    expect(other.ms).toBeGreaterThanOrEqual(140);
    const outside = await timedCheckout(pool);
    expect(outside.message).not.toContain('waited in vain');
    expect(outside.ms).toBeGreaterThanOrEqual(140);
    await pool.end();
  });
});
