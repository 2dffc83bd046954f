export * from './data-source-options';
export * from './database.module';
export * from './migrate';
export * from './query-rows';
export * from './pg-pool';
export * from './retry-on-conflict';
