/** Unit (*.spec.ts) and integration (*.int-spec.ts, real PostgreSQL + Redis) tests of the api and libs/server. */
module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  rootDir: __dirname,
  roots: ['<rootDir>', '<rootDir>/../../libs/server', '<rootDir>/../../tools'],
  resolver: '@nx/jest/plugins/resolver',
  testMatch: ['**/*.spec.ts', '**/*.int-spec.ts'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 30000,
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
