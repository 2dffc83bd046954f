/** Worker tests: unit (*.spec.ts) and integration (*.int-spec.ts) against the built worker and real Redis/PostgreSQL. */
module.exports = {
  displayName: 'worker',
  testEnvironment: 'node',
  rootDir: __dirname,
  preset: '../../tools/test/jest-preset.cjs',
  resolver: '@nx/jest/plugins/resolver',
  testMatch: ['<rootDir>/test/**/*.int-spec.ts', '<rootDir>/src/**/*.spec.ts'],
  testTimeout: 60000,
};
