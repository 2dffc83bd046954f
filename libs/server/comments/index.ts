export * from './comment.types';
export * from './comment-actions.service';
export * from './comment-creation.service';
export * from './comment-views.service';
export * from './comment-votes.service';
export * from './comments.mapper';
export * from './comments.module';
export * from './comments.service';
