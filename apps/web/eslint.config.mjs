import base from '../../eslint.config.mjs';
import { featureBoundaries } from './eslint-rules/feature-boundaries.mjs';

// The app runs on preact/compat (vite.config.mts), which lacks these React 19 exports: they would type-check
// against @types/react and be undefined at run time. Listed from preact 10.29.8 against react 19.3.1.
const preactCompatGaps = [
  {
    name: 'react',
    importNames: ['Activity', 'Profiler', 'ViewTransition', 'act', 'addTransitionType', 'cache', 'cacheSignal', 'captureOwnerStack', 'unstable_useCacheRefresh', 'use', 'useActionState', 'useEffectEvent', 'useOptimistic'],
    message: "preact/compat does not provide this React 19 API (docs/web.md \"Bundle size\"). In tests, take act from 'preact/test-utils'.",
  },
  {
    name: 'react-dom',
    importNames: ['preconnect', 'prefetchDNS', 'preinit', 'preinitModule', 'preload', 'preloadModule', 'requestFormReset', 'useFormState', 'useFormStatus'],
    message: 'preact/compat does not provide this React 19 API (docs/web.md "Bundle size").',
  },
  { name: 'react-dom/server', message: 'Not aliased to preact: render with react-dom/client into a detached element instead.' },
  { name: 'react-dom/static', message: 'Not aliased to preact.' },
];

export default [
  ...base,
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    plugins: { web: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      'web/feature-boundaries': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='autoFocus']",
          message: 'preact only sets the autofocus attribute, which browsers ignore once the page has a focused element: focus from an effect.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router-dom', message: "Import from 'react-router' (v7)." },
            { name: 'react-redux', message: 'Use the typed hooks of app/hooks.ts.' },
            ...preactCompatGaps,
          ],
        },
      ],
    },
  },
  {
    // The one place allowed to touch react-redux directly.
    files: ['src/app/hooks.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'react-router-dom', message: "Import from 'react-router' (v7)." }, ...preactCompatGaps] }] },
  },
];
