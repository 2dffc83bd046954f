export * from './ids';
export * from './int-ranges';
export * from './json-cursor';
