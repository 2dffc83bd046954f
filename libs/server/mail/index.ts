export * from './mail.module';
export * from './mailer';
