import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { ApiOverrides, TestApi } from '../harness';

/**
 * Starts a fresh api (`TestApi.start(overrides)`) before the tests of the file or `describe` block it is called
 * in, and closes it after them. The value it returns stands for that api from its `beforeAll` on: use it in
 * tests and later hooks, not at the top level of the file (it throws there, as the api does not exist yet).
 */
export function useTestApi(overrides: ApiOverrides = {}): TestApi {
  let started: TestApi | undefined;
  beforeAll(async () => {
    started = await TestApi.start(overrides);
  });
  afterAll(async () => {
    await started?.close();
    started = undefined;
  });
  return new Proxy({} as TestApi, {
    get(_target, key) {
      if (!started) throw new Error(`the test api is used outside its tests (reading ${String(key)}): it starts in beforeAll`);
      const value: unknown = Reflect.get(started, key, started);
      return typeof value === 'function' ? value.bind(started) : value;
    },
  });
}

/** A path of this test file's own under tmp/: `tmp/<prefix>-<random>` (not created here). */
export const scratchPath = (prefix: string): string => resolve(`tmp/${prefix}-${randomBytes(4).toString('hex')}`);

/** As `scratchPath`, and the folder is removed with all it holds after the tests of the file or block. */
export function scratchDir(prefix: string): string {
  const dir = scratchPath(prefix);
  afterAll(() => rm(dir, { recursive: true, force: true }));
  return dir;
}
