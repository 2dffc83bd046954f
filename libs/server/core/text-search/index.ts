export * from './text-search';
