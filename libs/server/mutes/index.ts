export * from './mute.types';
export * from './mutes.mapper';
export * from './mutes.module';
export * from './mutes.service';
