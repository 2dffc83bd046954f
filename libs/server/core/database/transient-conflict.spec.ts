import { isServiceUnavailable, isTransientConflict } from '../errors';
import { retryOnConflict } from './retry-on-conflict';

const pgError = (code: string) => Object.assign(new Error('deadlock detected'), { code });

describe('transient conflicts', () => {
  it('recognises deadlocks and serialization failures, also wrapped by TypeORM, and not as an outage', () => {
    expect(isTransientConflict(pgError('40P01'))).toBe(true);
    expect(isTransientConflict(pgError('40001'))).toBe(true);
    expect(isTransientConflict(Object.assign(new Error('QueryFailedError'), { driverError: pgError('40P01') }))).toBe(true);
    expect(isTransientConflict(pgError('23505'))).toBe(false);
    expect(isServiceUnavailable(pgError('40P01'))).toBe(false);
  });

  it('runs a statement that lost a deadlock again, up to three times, and nothing else', async () => {
    let calls = 0;
    await expect(retryOnConflict(async () => (++calls < 3 ? Promise.reject(pgError('40P01')) : 'voted'))).resolves.toBe('voted');
    expect(calls).toBe(3);
    calls = 0;
    await expect(retryOnConflict(async () => (++calls, Promise.reject(pgError('40P01'))))).rejects.toMatchObject({ code: '40P01' });
    expect(calls).toBe(3);
    calls = 0;
    await expect(retryOnConflict(async () => (++calls, Promise.reject(pgError('23505'))))).rejects.toMatchObject({ code: '23505' });
    expect(calls).toBe(1);
  });
});
