import base from '../../eslint.config.mjs';
import { featureBoundaries } from './eslint-rules/feature-boundaries.mjs';

export default [
  ...base,
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    plugins: { web: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      'web/feature-boundaries': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router-dom', message: "Import from 'react-router' (v7)." },
            { name: 'react-redux', message: 'Use the typed hooks of app/hooks.ts.' },
          ],
        },
      ],
    },
  },
  {
    // The one place allowed to touch react-redux directly.
    files: ['src/app/hooks.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'react-router-dom', message: "Import from 'react-router' (v7)." }] }] },
  },
];
