export * from './user.entity';
export * from './usernames';
export * from './users.mapper';
export * from './users.module';
export * from './users.service';
export type { ProfileChanges } from './users.repository';
export * from './ghost-id';
export * from './badges.service';
export * from './user-stats.service';
