import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Badge, HomeFeed } from '@app/contract';

/**
 * An account as the rest of the server reads it: everything but the password hash. `badges` is filled
 * when the account was read with them (pages of users); otherwise the caller loads them.
 */
export type UserRecord = Omit<UserEntity, 'passwordHash'> & { badges?: Badge[] };

@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryColumn({ type: 'varchar', length: 24 })
  id: string;

  @Column({ name: 'user_index', type: 'bigint', insert: false, update: false })
  userIndex: string;

  @Column({ type: 'varchar', length: 21 })
  username: string;

  @Column({ type: 'text', nullable: true })
  email: string | null;

  @Column({ name: 'email_confirmed_at', type: 'timestamptz', nullable: true })
  emailConfirmedAt: Date | null;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash: string;

  @Column({ name: 'about_me', type: 'text', nullable: true })
  aboutMe: string | null;

  @Column({ type: 'integer' })
  points: number;

  @Column({ name: 'pro_pic_id', type: 'varchar', length: 24, nullable: true })
  proPicId: string | null;

  @Column({ name: 'is_admin', type: 'boolean' })
  isAdmin: boolean;

  @Column({ name: 'no_posts', type: 'integer' })
  noPosts: number;

  @Column({ name: 'no_comments', type: 'integer' })
  noComments: number;

  @Column({ name: 'last_seen', type: 'timestamptz' })
  lastSeen: Date;

  @Column({ name: 'last_seen_ip', type: 'text', nullable: true })
  lastSeenIp: string | null;

  @Column({ name: 'created_ip', type: 'text', nullable: true })
  createdIp: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt: Date | null;

  @Column({ name: 'upvote_notifications_off', type: 'boolean' })
  upvoteNotificationsOff: boolean;

  @Column({ name: 'reply_notifications_off', type: 'boolean' })
  replyNotificationsOff: boolean;

  @Column({ name: 'home_feed', type: 'text' })
  homeFeed: HomeFeed;

  @Column({ name: 'remember_feed_sort', type: 'boolean' })
  rememberFeedSort: boolean;

  @Column({ name: 'embeds_off', type: 'boolean' })
  embedsOff: boolean;

  @Column({ name: 'hide_user_profile_pictures', type: 'boolean' })
  hideUserProfilePictures: boolean;

  @Column({ name: 'require_alt_text', type: 'boolean' })
  requireAltText: boolean;

  @Column({ name: 'banned_at', type: 'timestamptz', nullable: true })
  bannedAt: Date | null;

  @Column({ name: 'notifications_new_count', type: 'integer' })
  notificationsNewCount: number;
}
