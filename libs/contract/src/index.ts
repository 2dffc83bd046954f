export * from './entities';
export * from './errors';
export * from './limits';
export * from './requests';
export * from './session';
export * from './site-pages';
export * from './ui-constants';
export * from './ui-messages';
