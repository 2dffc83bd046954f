import { runInRequestContext } from '../request-context';
import { guardPoolWaits } from './pool-wait-guard';

type Callback = (error: Error | undefined, client?: unknown, release?: unknown) => void;

/** A pool whose next answers are scripted: an error, or a client. */
function fakePool(answers: (Error | string)[]) {
  const pool = {
    calls: 0,
    connect(callback: Callback) {
      pool.calls++;
      const answer = answers.shift() ?? 'client';
      setImmediate(() => (answer instanceof Error ? callback(answer) : callback(undefined, answer, () => undefined)));
    },
  };
  return pool;
}

const connect = (pool: { connect(callback: Callback): void }) =>
  new Promise<unknown>((resolve, reject) => pool.connect((error, client) => (error ? reject(error) : resolve(client))));

const timeout = () => new Error('timeout exceeded when trying to connect');

describe('guardPoolWaits', () => {
  it("fails a request's later acquisitions at once after one wait ended in an outage", async () => {
    const pool = fakePool([timeout(), 'client']);
    guardPoolWaits(pool);
    await runInRequestContext({ requestId: 'r1' }, async () => {
      await expect(connect(pool)).rejects.toThrow('timeout exceeded');
      await expect(connect(pool)).rejects.toThrow('timeout exceeded when trying to connect (this request already waited in vain)');
    });
    expect(pool.calls).toBe(1);
  });

  it('leaves other requests and work outside requests alone', async () => {
    const pool = fakePool([timeout(), 'a', 'b']);
    guardPoolWaits(pool);
    await runInRequestContext({ requestId: 'r1' }, () => expect(connect(pool)).rejects.toThrow('timeout'));
    await runInRequestContext({ requestId: 'r2' }, async () => expect(await connect(pool)).toBe('a'));
    expect(await connect(pool)).toBe('b');
  });

  it('does not count an error that is not an outage', async () => {
    const pool = fakePool([new Error('password authentication failed'), 'client']);
    guardPoolWaits(pool);
    await runInRequestContext({ requestId: 'r1' }, async () => {
      await expect(connect(pool)).rejects.toThrow('password');
      expect(await connect(pool)).toBe('client');
    });
  });
});
