export * from './job-registry';
export * from './jobs.module';
export * from './jobs.service';
