export * from './notification-sender.service';
export * from './notifications.module';
export * from './notifications.service';
