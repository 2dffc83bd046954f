/** Worker tests: unit (*.spec.ts) and integration (*.int-spec.ts) against the built worker and real Redis/PostgreSQL. */
module.exports = {
  displayName: 'worker',
  testEnvironment: 'node',
  rootDir: __dirname,
  resolver: '@nx/jest/plugins/resolver',
  testMatch: ['<rootDir>/test/**/*.int-spec.ts', '<rootDir>/src/**/*.spec.ts'],
  testTimeout: 60000,
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
      },
    ],
  },
};
