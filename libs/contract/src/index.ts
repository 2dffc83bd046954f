export * from './entities';
export * from './errors';
export * from './limits';
export * from './requests';
export * from './session';
export * from './ui-constants';
export * from './ui-messages';
export * from './pwa';
