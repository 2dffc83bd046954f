export * from './job-runs';
export * from './log-options';
export * from './logging.module';
export * from './metrics-token';
export * from './metrics.service';
export * from './nest-logger';
export * from './observability.module';
