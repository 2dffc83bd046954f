export * from './announcements.service';
export * from './created-notifications';
export * from './notification-sender.service';
export * from './notifications.module';
export * from './notification-jobs.module';
export * from './notifications.service';
export * from './welcome-notifications.service';
