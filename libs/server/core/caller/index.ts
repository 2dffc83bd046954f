export * from './caller';
