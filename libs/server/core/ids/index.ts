export * from './ids';
export * from './int-ranges';
