import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { register } from 'tsconfig-paths';

/** Jest's resolver does not reach globalSetup/globalTeardown; they resolve the workspace aliases through this. */
export function registerWorkspacePaths(): void {
  const root = join(__dirname, '../../..');
  const base = JSON.parse(readFileSync(join(root, 'tsconfig.base.json'), 'utf8')) as { compilerOptions: { paths: Record<string, string[]> } };
  register({ baseUrl: root, paths: base.compilerOptions.paths });
}
