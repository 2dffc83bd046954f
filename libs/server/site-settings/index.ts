export * from './site-settings.module';
export * from './site-settings.service';
