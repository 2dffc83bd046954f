// @vitest-environment node
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');
const webConfig = path.join(root, 'apps/web/vite.config.mts');

/** `npm ls` exits 1 when it finds nothing; its JSON answer is on stdout either way. */
function npmLs(name: string): string {
  try {
    return execFileSync('npm', ['ls', name, '--all', '--json'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? '');
  }
}

/** The chunks a page loads before it can paint: `from` and their static imports, transitively. */
function withStaticImports(chunks: Map<string, Rollup.OutputChunk>, from: Rollup.OutputChunk[]): Rollup.OutputChunk[] {
  const seen = new Set<Rollup.OutputChunk>();
  const queue = [...from];
  for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const file of chunk.imports) queue.push(chunks.get(file) as Rollup.OutputChunk);
  }
  return [...seen];
}

// The client is a React DOM application again (docs/web.md "Initial JavaScript"); preact/compat must not come back as a renderer.
describe('the web build renders with React DOM', () => {
  it('has no preact in the dependency tree', () => {
    const tree = npmLs('preact');
    expect(JSON.parse(tree)).not.toHaveProperty('dependencies');
    expect(tree).not.toContain('"preact"');
  }, 60_000);

  it('bundles react-dom, and no preact, into the home route’s initial JS', async () => {
    const result = (await build({ configFile: webConfig, logLevel: 'silent', build: { write: false } })) as Rollup.RollupOutput;
    const chunks = result.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
    const modules = chunks.flatMap((chunk) => Object.keys(chunk.modules));
    expect(modules.filter((id) => id.includes('/node_modules/preact/'))).toEqual([]);

    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const entry = chunks.filter((chunk) => chunk.isEntry);
    const home = chunks.filter((chunk) => chunk.facadeModuleId?.endsWith('/app/routes/home.tsx'));
    expect(entry).toHaveLength(1);
    expect(home).toHaveLength(1);
    const initial = withStaticImports(byFile, [...entry, ...home]).flatMap((chunk) => Object.keys(chunk.modules));
    expect(initial.some((id) => /\/node_modules\/react-dom\/cjs\/react-dom-client\.(production|development)\.js$/.test(id))).toBe(true);
  }, 180_000);
});
