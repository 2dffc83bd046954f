export * from './initial-state.module';
export * from './initial-state.service';
