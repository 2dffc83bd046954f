import type { Plugin } from 'vite';
import { type ManifestOptions, VitePWA } from 'vite-plugin-pwa';

/** The light and dark chrome colours of index.html's `theme-color` metas (styles/tokens.css). */
const LIGHT = { background: '#f6f7f9', theme: '#f6f7f9' };
const DARK = { background: '#15171c', theme: '#15171c' };

const icon192 = { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' };

/** The web app manifest (docs/web.md "PWA"). */
export const webManifest: Partial<ManifestOptions> & { user_preferences: object } = {
  id: '/',
  name: 'Quorum',
  short_name: 'Quorum',
  description: 'A self-hosted community forum.',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: LIGHT.background,
  theme_color: LIGHT.theme,
  // Chromium's colour-scheme overrides for installed apps; other browsers use the light pair above and
  // index.html's media-qualified theme-color metas.
  user_preferences: { color_scheme_dark: { background_color: DARK.background, theme_color: DARK.theme } },
  icons: [
    { ...icon192, purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  ],
  shortcuts: [
    { name: 'New post', url: '/new', icons: [icon192] },
    { name: 'Notifications', url: '/notifications', icons: [icon192] },
  ],
};

/**
 * `/manifest.json` is the path the api contract names ("Non-API behaviour"); `manifest.webmanifest` is the
 * one index.html links. Both are the same document.
 */
function manifestJsonCopy(): Plugin {
  return {
    name: 'quorum-manifest-json',
    apply: 'build',
    generateBundle(options) {
      if (options.format !== 'es') return;
      this.emitFile({ type: 'asset', fileName: 'manifest.json', source: `${JSON.stringify(webManifest, null, 2)}\n` });
    },
  };
}

/**
 * The service worker (apps/web/service-worker, Workbox modules) with this build's precache list injected,
 * and the manifest. The page registers the worker itself (src/pwa/register.ts), after first paint.
 */
export function quorumPwa(): Plugin[] {
  return [
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'service-worker',
      filename: 'service-worker.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifestFilename: 'manifest.webmanifest',
      manifest: webManifest,
      includeManifestIcons: true,
      injectManifest: {
        // The shell (with the theme script inlined), every hashed chunk and stylesheet and the icons; not robots.txt or the
        // manifest copy (the browser fetches those itself).
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        globIgnores: ['service-worker.js'],
      },
    }),
    manifestJsonCopy(),
  ];
}
