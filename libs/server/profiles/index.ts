export * from './profiles.module';
export * from './profiles.service';
export * from './profile-feed.service';
