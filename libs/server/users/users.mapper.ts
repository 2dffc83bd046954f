import { AdminUserView, Badge, Image, User, ZERO_ID, ZERO_TIME } from '@app/contract';
import { toWireTime, toWireTimeOrNull } from '@app/server/core/clock';
import { UserRecord } from './user.entity';

/** Who is looking decides what a User shows: email to the user and admins, ghosting to non-admins. */
export interface UserViewer {
  id: string;
  isAdmin: boolean;
}

export interface UserViewOptions {
  /** `GET /api/users/{username}` keeps a deleted account's real name (docs/api/entities.md §2). */
  keepDeletedUsername?: boolean;
  badges?: Badge[];
  /** The user's picture, loaded by the caller (images area); null when not loaded or none. */
  proPic?: Image | null;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function lastSeenMonth(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

export function toUser(entity: UserRecord, viewer: UserViewer | null, options: UserViewOptions = {}): User {
  const isSelf = viewer?.id === entity.id;
  const isAdminViewer = viewer?.isAdmin === true;
  const ghosted = entity.deletedAt !== null && !isAdminViewer;
  const user: User = {
    id: ghosted ? ZERO_ID : entity.id,
    username: ghosted && !options.keepDeletedUsername ? 'ghost' : entity.username,
    email: isSelf || isAdminViewer ? entity.email : null,
    emailConfirmedAt: toWireTimeOrNull(entity.emailConfirmedAt),
    aboutMe: entity.aboutMe,
    points: entity.points,
    isAdmin: entity.isAdmin,
    proPic: options.proPic ?? null,
    badges: ghosted ? [] : (options.badges ?? entity.badges ?? []),
    noPosts: entity.noPosts,
    noComments: entity.noComments,
    lastSeenMonth: lastSeenMonth(entity.lastSeen),
    createdAt: ghosted ? ZERO_TIME : toWireTime(entity.createdAt),
    deleted: entity.deletedAt !== null,
    deletedAt: ghosted ? ZERO_TIME : toWireTimeOrNull(entity.deletedAt),
    upvoteNotificationsOff: entity.upvoteNotificationsOff,
    replyNotificationsOff: entity.replyNotificationsOff,
    homeFeed: entity.homeFeed,
    rememberFeedSort: entity.rememberFeedSort,
    embedsOff: entity.embedsOff,
    hideUserProfilePictures: entity.hideUserProfilePictures,
    requireAltText: entity.requireAltText,
    bannedAt: toWireTimeOrNull(entity.bannedAt),
    isBanned: entity.bannedAt !== null,
    notificationsNewCount: entity.notificationsNewCount,
    moddingList: null,
  };
  if (isAdminViewer) {
    user.lastSeen = toWireTime(entity.lastSeen);
    user.lastSeenIP = entity.lastSeenIp;
    user.createdIP = entity.createdIp;
  }
  return user;
}

/**
 * `?adminsView=true`: the User as an admin sees it (never ghosted, with the admin-only fields) plus the
 * account number and the count of Web Push subscriptions.
 */
export function toAdminUserView(entity: UserRecord, admin: UserViewer, options: UserViewOptions & { webPushSubscriptionsCount: number }): AdminUserView {
  const user = toUser(entity, { ...admin, isAdmin: true }, options);
  return {
    ...user,
    createdIP: entity.createdIp,
    userIndex: Number(entity.userIndex),
    lastSeen: toWireTime(entity.lastSeen),
    lastSeenIP: entity.lastSeenIp,
    webPushSubscriptionsCount: options.webPushSubscriptionsCount,
  };
}
