export * from './page-preview';
export * from './page-previews.module';
export * from './page-previews.service';
