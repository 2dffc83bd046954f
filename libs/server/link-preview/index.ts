export * from './address-policy';
export * from './fetch-url';
export * from './link-preview.module';
export * from './link-preview.service';
export * from './link-preview.types';
export * from './og-title';
export * from './safe-fetcher';
