export * from './analytics.module';
export * from './analytics.service';
export * from './analytics-retention.service';
export * from './bss-query';
export * from './site-stats.service';
