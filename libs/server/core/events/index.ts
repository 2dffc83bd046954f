export * from './domain-events';
export * from './account-erasure';
export * from './outbox-relay';
