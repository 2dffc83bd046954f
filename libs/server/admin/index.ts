export * from './admin.module';
export * from './admin.service';
