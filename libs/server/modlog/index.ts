export * from './modlog.entity';
export * from './modlog.mapper';
export * from './modlog.module';
export * from './modlog.service';
export { pageQuery } from './modlog.repository';
export type { ModlogFilter, ModlogScope } from './modlog.repository';
export { ModlogAccessRepository } from './modlog-access.repository';
