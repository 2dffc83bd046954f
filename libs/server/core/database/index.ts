export * from './data-source-options';
export * from './database.module';
export * from './migrate';
export * from './query-rows';
export * from './database-pool';
export * from './prepared-statements';
export * from './retry-on-conflict';
export * from './transactional-repository';
