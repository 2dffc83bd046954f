import { nxViteTsPaths } from '@nx/vite/plugins/nx-tsconfig-paths.plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { type Alias } from 'vite';
import { defineConfig } from 'vitest/config';

/** Node resolves react-router to its ES module development build. */
const reactRouterDevelopment = fileURLToPath(import.meta.resolve('react-router'));

/**
 * react-router's package exports point every bundler at its development build, whose dev-only warnings
 * survive minification; the production build is the same code with those switched off (~0.6 kB gzipped
 * of the initial JS, docs/web.md "Bundle size"). Only for `vite build`: tests and the dev server keep the warnings.
 */
const reactRouterProduction = reactRouterDevelopment.replace('/development/', '/production/');

/**
 * The client runs on preact/compat instead of react-dom: React alone kept the home route over its 120 kB
 * gzipped budget (docs/web.md "Bundle size"). The source keeps importing 'react' and type-checks against
 * @types/react; eslint bans the React 19 APIs that compat lacks. The build, the dev server and the unit
 * tests all resolve to the same renderer, so what is tested is what ships.
 */
const preactCompat: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/web',
  // React Fast Refresh patches React's reconciler; under preact it would accept an edit and re-render
  // nothing, so it is off for every file and an edit reloads the page instead.
  plugins: [react({ refreshExclude: /./ }), nxViteTsPaths()],
  resolve: {
    alias: [
      // Vitest resolves without the 'module' condition and would load react-router's CommonJS build, whose
      // require('react') bypasses the aliases and brings the real React in beside preact.
      { find: /^react-router$/, replacement: command === 'build' ? reactRouterProduction : reactRouterDevelopment },
      ...preactCompat,
    ],
  },
  server: {
    host: '127.0.0.1',
    port: 4200,
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  preview: { host: '127.0.0.1', port: 4300 },
  build: {
    outDir: '../../dist/apps/web',
    emptyOutDir: true,
    reportCompressedSize: false,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    watch: false,
    // Vitest hands node_modules to Node, which ignores the aliases: react-router and react-redux would
    // import the real React beside preact. Inlined, they go through the aliases like the app's code.
    // use-sync-external-store is CommonJS, so it is pre-bundled instead (its require('react') then
    // follows the aliases), and the pre-bundled copy under node_modules/.vite is inlined too. preact is
    // inlined so that the app's own `import 'preact'` and compat's are one module, not two copies.
    server: { deps: { inline: ['preact', 'react-router', 'react-redux', '@reduxjs/toolkit', /\/node_modules\/\.vite\//] } },
    deps: { optimizer: { client: { enabled: true, include: ['use-sync-external-store/with-selector.js'] } } },
  },
}));
