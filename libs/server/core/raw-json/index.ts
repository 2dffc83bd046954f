export * from './raw-json';
export * from './joined-bytes';
