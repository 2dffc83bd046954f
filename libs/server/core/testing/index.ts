export * from './test-config';
export * from './test-database';
