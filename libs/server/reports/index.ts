export * from './report-reasons.service';
export * from './reports.module';
export * from './reports.service';
