export * from './accounts.module';
export * from './account-settings.service';
export * from './account-deletion.service';
export * from './two-factor-settings.service';
export * from './password-reset.service';
export * from './email-change.service';
