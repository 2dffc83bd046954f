export * from './rate-limit.module';
export * from './rate-limiter';
export * from './rate-limits';
