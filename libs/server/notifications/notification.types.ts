import type { NotificationType } from '@app/contract';

/** The stored part of each type's payload (docs/api/notifications.md §2, docs/api/entities.md §7). */
export interface StoredPayloads {
  new_comment: { postId: string; commentId: string; noComments: number; commentAuthor: string; firstCreatedAt: string };
  comment_reply: { postId: string; parentCommentId: string; commentId: string; commentAuthor: string; noComments: number; firstCreatedAt: string };
  new_votes: { targetType: 'post' | 'comment'; targetId: string; noVotes: number; postId: string };
  /** `reason` ours (docs/moderation-log.md); absent on older rows and when none was given. */
  deleted_post: { targetType: 'post'; targetId: string; deletedAs: 'mods' | 'admins'; reason?: string | null };
  content_moderated: {
    action: 'removed' | 'restored';
    targetType: 'post' | 'comment';
    targetId: string;
    postId: string;
    deletedAs?: 'mods' | 'admins';
    reason?: string | null;
  };
  mod_add: { communityName: string; addedBy: string };
  new_badge: { userId: string; badgeType: string };
  welcome: { communityName: string };
  announcement: { postId: string };
  denied_comm: { body: string };
  new_device: { browser: string | null; os: string | null; device: string | null; ip: string };
}

export type StoredPayload = StoredPayloads[NotificationType];

/** Which payload field an aggregation increments (types without one never aggregate). */
export const AGGREGATED_COUNTER: Partial<Record<NotificationType, string>> = {
  new_comment: 'noComments',
  comment_reply: 'noComments',
  new_votes: 'noVotes',
};

export interface NotificationRecord {
  id: number;
  userId: string;
  type: NotificationType;
  payload: StoredPayload;
  seen: boolean;
  seenAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A notification to create: `groupKey` names what it counts, for the aggregation of §2. */
export interface NewNotification<T extends NotificationType = NotificationType> {
  userId: string;
  type: T;
  groupKey: string | null;
  payload: StoredPayloads[T];
}
