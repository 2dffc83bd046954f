export * from './rate-limiter';
export * from './rate-limits';
export * from './redis-window.storage';
export * from './route-throttlers';
export * from './throttling.module';
