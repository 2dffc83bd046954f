export * from './redis.module';
export * from './redis-options';
export * from './redis.service';
