export * from './analytics.module';
export * from './analytics.service';
export * from './bss-query';
export * from './push-subscription-count';
export * from './site-stats.service';
