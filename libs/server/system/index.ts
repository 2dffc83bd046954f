export * from './heartbeat.service';
export * from './system.module';
