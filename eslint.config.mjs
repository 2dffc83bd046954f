import nx from '@nx/eslint-plugin';

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: ['**/dist', '**/node_modules', '**/.nx', '**/tmp', '**/.data', '**/test-results', '**/playwright-report', '**/vite.config.*.timestamp*'],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          // The pathological markdown corpus is test data for the web and api suites and `npm run security` alike.
          allow: ['tools/security/markdown-corpus$'],
          // Test set-up loads the testing helpers lazily (see apps/api/test/register-paths.ts); static imports elsewhere are fine.
          checkDynamicDependenciesExceptions: ['@app/server/core/*'],
          depConstraints: [
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
          ],
        },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Build configs load the shared build helpers from tools/, which is not a project.
    files: ['**/webpack.config.cjs', '**/vite.config.mts', '**/playwright.config.ts', '**/eslint.config.mjs', 'tools/**'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    files: ['**/*.spec.ts', '**/*.int-spec.ts', '**/*.test.ts', '**/*.test.tsx', '**/*.e2e-spec.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // A server-rendered page hydrates after `load`: specs navigate through support/test.ts, which waits for the app.
    files: ['**/*.e2e-spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', message: "Import test and expect from './support/test' (it waits for hydration after goto)." }] },
      ],
    },
  },
];
