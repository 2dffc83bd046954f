/**
 * The jest preset of the api, worker and bench configs: how jest compiles the server's TypeScript (swc, with
 * the legacy decorators and their metadata that NestJS's dependency injection reads).
 */
module.exports = {
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
