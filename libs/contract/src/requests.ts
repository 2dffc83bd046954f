import type { HomeFeed } from './entities';

/** Request bodies (docs/api/entities.md §15). Server DTOs `implements` these so drift fails the build. */
export interface LoginRequest {
  username: string;
  password: string;
  /**
   * Ours (docs/api/session.md, "Two-factor sign-in"): the second step for an account with two-factor sign-in, sent
   * with the same username and password after a `401 two_factor_required`. Clients that never send it keep working
   * for accounts without two-factor sign-in.
   */
  totpCode?: string;
  /** Ours: an unused recovery code instead of `totpCode`. */
  recoveryCode?: string;
}

export interface SignupRequest {
  username: string;
  email?: string;
  password: string;
  captchaToken?: string;
}

export const LOGIN_ACTIONS = { logout: 'logout' } as const;

/** `POST /api/_settings?action=` (docs/api/users.md). */
export const SETTINGS_ACTIONS = { updateProfile: 'updateProfile', changePassword: 'changePassword' } as const;

export interface ChangePasswordRequest {
  password: string;
  newPassword: string;
  repeatPassword: string;
  /** Ours: re-authentication when two-factor sign-in is on (docs/security.md, "Re-authentication"). */
  code?: string;
}

/** Any subset; omitted fields keep their value, other fields are ignored (docs/api/users.md). */
export interface UpdateProfileRequest {
  aboutMe?: string | null;
  email?: string | null;
  upvoteNotificationsOff?: boolean;
  replyNotificationsOff?: boolean;
  homeFeed?: HomeFeed;
  rememberFeedSort?: boolean;
  embedsOff?: boolean;
  hideUserProfilePictures?: boolean;
  requireAltText?: boolean;
}

/** `DELETE /api/users/{username}`: the password of the logged-in user, whoever the target is. */
export interface DeleteAccountRequest {
  password: string;
}

export interface CreateCommunityRequest {
  name: string;
  about?: string;
}

/** `PUT /api/communities/{id}`: a Community-shaped body of which only these fields count. */
export interface UpdateCommunityRequest {
  nsfw?: boolean;
  about?: string | null;
  postingRestricted?: boolean;
  /** Ours (docs/moderation-log.md): the public log shows the moderators as "a moderator"; absent = unchanged. */
  modlogAnonymous?: boolean;
}

export interface JoinCommunityRequest {
  communityId: string;
  leave: boolean;
}

export interface CommunityRuleRequest {
  rule: string;
  description?: string | null;
  zIndex?: number;
}

export interface CommunityUserRequest {
  username?: string;
  expires?: string;
}

export interface NewCommunityRequestBody {
  name: string;
  note?: string;
}

export type AdminAction = 'add_default_forum' | 'remove_default_forum' | 'deny_comm' | 'ban_user' | 'unban_user';

export interface AdminActionRequest {
  action: string;
  name?: string;
  username?: string;
  id?: number;
  body?: string;
  deleteContentDays?: number;
}

export interface CreatePostRequest {
  type?: string;
  title: string;
  body?: string;
  url?: string;
  community: string;
  userGroup?: string;
  images?: { imageId: string; caption?: string }[];
  imageId?: string;
}

export interface EditPostRequest {
  title?: string;
  body?: string | null;
}

export interface VoteRequest {
  postId?: string;
  commentId?: string;
  up?: boolean;
}

/** `POST /api/mutes`: either or both; absent (or null, "") or all-zero ids are skipped (docs/api/mutes.md). */
export interface MuteRequest {
  userId?: string | null;
  communityId?: string | null;
}

export interface HidePostRequest {
  postId: string;
}

export interface AddCommentRequest {
  parentCommentId?: string | null;
  body: string;
}

export interface EditCommentRequest {
  body: string;
}

/** `PUT /api/images/{imageId}` (docs/api/posts.md). */
export interface SetAltTextRequest {
  altText?: string | null;
}

export interface ReportRequest {
  type?: string;
  targetId: string;
  reason: number;
}

/** `POST /api/users/{username}/badges` (docs/api/users.md). */
export interface AddBadgeRequest {
  type: string;
}

/** `POST /api/analytics` (docs/api/users.md): `pwa_use` is the only event. */
export interface AnalyticsEventRequest {
  event: string;
}

export const ANALYTICS_EVENTS = { pwaUse: 'pwa_use' } as const;

/** `POST /api/users/{username}/lists` (docs/api/lists.md). */
export interface CreateListRequest {
  name: string;
  displayName?: string;
  description?: string | null;
  public?: boolean;
}

/** `PUT` a list: omitted fields keep their value. */
export interface UpdateListRequest {
  name?: string;
  displayName?: string;
  description?: string | null;
  public?: boolean;
  sort?: string;
}

/** `POST`/`DELETE …/items`. */
export interface ListItemRequest {
  targetType: 'post' | 'comment';
  targetId: string;
}

/** docs/api/push.md §2: the browser's `PushSubscription` as JSON (`expirationTime` is ignored). */
export interface PushSubscriptionRequest {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}
