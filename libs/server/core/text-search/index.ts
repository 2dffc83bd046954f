export * from './text-search';
export * from './search-statement';
