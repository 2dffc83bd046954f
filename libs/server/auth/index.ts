export * from './auth.module';
export * from './auth.service';
export * from './csrf';
export * from './sessions.service';
export { SESSION_MAX_SECONDS, SESSION_IDLE_SECONDS } from './sessions.repository';
export * from './credentials';
export * from './local.strategy';
export { hashPassword, verifyPassword } from './passwords';
