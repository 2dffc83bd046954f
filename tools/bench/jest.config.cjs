/** Measurement scripts that need the api's code (not part of `npm test`): `npm run explain`. */
module.exports = {
  displayName: 'bench',
  testEnvironment: 'node',
  rootDir: __dirname,
  preset: '../../tools/test/jest-preset.cjs',
  moduleNameMapper: {
    '^@app/contract$': '<rootDir>/../../libs/contract/src/index.ts',
    '^@app/server/(.*)$': '<rootDir>/../../libs/server/$1/index.ts',
    '^@app/migrations$': '<rootDir>/../../migrations/index.ts',
  },
  testMatch: ['<rootDir>/**/*.bench.ts'],
  testTimeout: 120000,
};
