export * from './app-config';
export * from './config.module';
export * from './env-schema';
export * from './secrets';
export * from './boot';
export * from './web-push-keys';
