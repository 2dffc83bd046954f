/** Unit (*.spec.ts) and integration (*.int-spec.ts, real PostgreSQL + Redis) tests of the api and libs/server. */
module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  rootDir: __dirname,
  preset: '../../tools/test/jest-preset.cjs',
  roots: ['<rootDir>', '<rootDir>/../../libs/server', '<rootDir>/../../tools'],
  resolver: '@nx/jest/plugins/resolver',
  testMatch: ['**/*.spec.ts', '**/*.int-spec.ts'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 30000,
  // Two files at a time: each has its own database and Redis prefix, and on 2 cores the suite ran in 454 s
  // instead of 656 s (docs/testing.md, "Can the suites run in two workers?").
  maxWorkers: 2,
  // @nestjs/terminus 12, and otplib's @scure/base and @noble/hashes, are published as ES modules only: swc turns
  // them into CommonJS for jest (the built api loads them with Node's require(esm)).
  transformIgnorePatterns: ['/node_modules/(?!(@nestjs/terminus|@otplib|@scure/base|@noble/hashes)/)'],
  transform: {
    '^.+/(@nestjs/terminus|@scure/base|@noble/hashes)/.+\\.js$': ['@swc/jest', { module: { type: 'commonjs' }, jsc: { target: 'es2022' } }],
  },
};
