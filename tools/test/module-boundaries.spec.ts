import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '../..');

/** Proves the scope tags are enforced: lint must fail on imports across the server/web line. */
// ESLint loads its flat config as ESM, which Jest's module system cannot, so it runs as its own process.
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const run = spawnSync(join(root, 'node_modules/.bin/eslint'), ['--stdin', '--stdin-filename', filePath, '--format', 'json'], {
    cwd: root,
    input: code,
    encoding: 'utf8',
  });
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string | null; message: string }[] }[];
  return result.messages.filter((m) => m.ruleId === '@nx/enforce-module-boundaries').map((m) => m.message);
}

beforeAll(() => {
  // The lint rule reads Nx's cached project graph and silently skips itself without one (a fresh clone).
  spawnSync(join(root, 'node_modules/.bin/nx'), ['show', 'projects'], { cwd: root, env: { ...process.env, NX_DAEMON: 'false' } });
}, 60000);

describe('module boundaries', () => {
  it('refuses a web import of server code', async () => {
    const errors = await boundaryErrors('apps/web/src/bad.ts', "import { AppConfig } from '@app/server/core/config';\nexport const x = AppConfig;\n");
    expect(errors.join('\n')).toMatch(/tagged with "scope:web" can only depend on libs tagged with "scope:web", "scope:shared"/);
  });

  it('refuses a contract import of server code', async () => {
    const errors = await boundaryErrors('libs/contract/src/bad.ts', "import { newId } from '@app/server/core/ids';\nexport const x = newId;\n");
    expect(errors.length).toBeGreaterThan(0);
  });

  it('allows the server and the web app to import the contract', async () => {
    expect(await boundaryErrors('apps/web/src/ok.ts', "import { Limits } from '@app/contract';\nexport const x = Limits;\n")).toEqual([]);
    expect(await boundaryErrors('libs/server/users/ok.ts', "import { Limits } from '@app/contract';\nexport const x = Limits;\n")).toEqual([]);
  });
});
