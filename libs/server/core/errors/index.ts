export * from './domain-error';
export * from './unavailable';
