import { nxViteTsPaths } from '@nx/vite/plugins/nx-tsconfig-paths.plugin';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { minifySync, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { quorumPwa } from './pwa.config.mts';

/**
 * react-router's package exports point every bundler at its development build, whose dev-only warnings
 * survive minification; the production build is the same code with those switched off (~0.6 kB gzipped
 * of the initial JS, docs/web.md "Initial JavaScript"). Only for `vite build`: tests and the dev server keep the warnings.
 */
const reactRouterProduction = fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/'));

/**
 * react-router's production build names its components for React DevTools (`Form.displayName = "Form";`). On a
 * component made by `forwardRef` the bundler must keep that assignment, and with it the component and all it
 * uses: the initial JS carried `Form` (its submit, the form-data helpers) though the app renders none. Only for
 * `vite build`; the names only ever show in DevTools (docs/web.md "Initial JavaScript").
 */
function reactRouterWithoutDisplayNames(): Plugin {
  return {
    name: 'quorum:react-router-without-display-names',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]production[\\/]/.test(id)) return null;
      return { code: code.replace(/^\w+\.displayName = "[^"]*";$/gm, ''), map: null };
    },
  };
}

/** The tag index.html names the theme script with; the build puts the script itself in its place. */
const THEME_INIT_TAG = '<script src="/theme-init.js"></script>';

/**
 * The theme (and the script loader of a server-rendered page) must be in place before the first paint, so the
 * script blocks the parser; inline it costs no request (Lighthouse's render-blocking insight counted it). The
 * api's Content-Security-Policy allows exactly this script by its SHA-256, computed from the built index.html
 * (docs/security.md, "XSS"), so `script-src` still has no 'unsafe-inline'.
 */
function inlineThemeInit(): Plugin {
  const source = fileURLToPath(new URL('./src/theme-init.js', import.meta.url));
  return {
    name: 'quorum:inline-theme-init',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(THEME_INIT_TAG)) throw new Error(`index.html must name the theme script as ${THEME_INIT_TAG}`);
        const { code, errors } = minifySync('theme-init.js', readFileSync(source, 'utf8'));
        if (errors.length) throw new Error(`theme-init.js: ${errors.map((e) => e.message).join('; ')}`);
        return html.replace(THEME_INIT_TAG, `<script>${code.trim()}</script>`);
      },
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/web',
  // The service worker belongs to the browser build only.
  plugins: [react(), nxViteTsPaths(), reactRouterWithoutDisplayNames(), inlineThemeInit(), ...(isSsrBuild ? [] : [quorumPwa()])],
  // The server entry carries its own production React, whatever NODE_ENV the api runs with (React's development
  // build renders several times slower); one copy of React for the renderer and the components.
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
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
    // Every browser the build targets but Safari 16 preloads modules itself; the polyfill was 0.25 kB gzipped of
    // the initial JS, and without it Safari 16 only fetches the chunks when the entry asks for them.
    modulePreload: { polyfill: false },
    // One stylesheet for the whole app (13 kB gzipped): split per chunk it was 33 files, up to 9 of them
    // render-blocking on a first screen (Lighthouse's render-blocking audit), and each lazy chunk's CSS names sat in
    // the entry's preload lists, ~0.3 kB gzipped of the initial JS (docs/web.md "Initial JavaScript").
    cssCodeSplit: false,
    // .vite/manifest.json (not served: express.static skips dot folders): the server entry reads which CSS and
    // chunks a server-rendered screen needs, and links them from its HTML.
    manifest: !isSsrBuild,
    // The server entry (`--ssr src/entry-server.tsx`, project.json): one CommonJS file, which the api (and its tests)
    // require at runtime, whole: a rebuild while the api runs cannot pull a lazy chunk from under it.
    ...(isSsrBuild ? { copyPublicDir: false, rollupOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs', inlineDynamicImports: true } } } : {}),
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    watch: false,
    // At least three workers: in a fresh clone (no timings of an earlier run to order the files by) two
    // workers on a 2-core machine left a core idle much of the time: 127 s, against 77 s with three
    // (docs/testing.md, "The web suite").
    maxWorkers: Math.max(3, availableParallelism()),
  },
}));
