export * from './domain-events';
export * from './account-erasure';
