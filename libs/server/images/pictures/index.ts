export * from './community-pictures.service';
export * from './pictures.module';
export * from './profile-pictures.service';
