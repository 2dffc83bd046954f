export * from './site-page-files';
export * from './site-pages.module';
export * from './site-pages.service';
