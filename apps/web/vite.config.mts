import { nxViteTsPaths } from '@nx/vite/plugins/nx-tsconfig-paths.plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { quorumPwa } from './pwa.config.mts';

/**
 * react-router's package exports point every bundler at its development build, whose dev-only warnings
 * survive minification; the production build is the same code with those switched off (~0.6 kB gzipped
 * of the initial JS, docs/web.md "Initial JavaScript"). Only for `vite build`: tests and the dev server keep the warnings.
 */
const reactRouterProduction = fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/'));

export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/web',
  plugins: [react(), nxViteTsPaths(), quorumPwa()],
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
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
    setupFiles: ['src/test-setup.ts'],
    watch: false,
  },
}));
