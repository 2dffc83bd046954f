export * from './list-items.service';
export * from './list-access.service';
export * from './lists.module';
export * from './lists.service';
