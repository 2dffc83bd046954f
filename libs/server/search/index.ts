export * from './search-request';
export * from './search.module';
export * from './search.service';
