export * from './post-page.module';
export * from './post-page.service';
