/** Request bodies (entities.md §15). Server DTOs `implements` these so drift fails the build. */
export interface LoginRequest {
  username: string;
  password: string;
}

export interface SignupRequest {
  username: string;
  email?: string;
  password: string;
  captchaToken?: string;
}

export const LOGIN_ACTIONS = { logout: 'logout' } as const;

export interface CreateCommunityRequest {
  name: string;
  about?: string;
}

/** `PUT /api/communities/{id}`: a Community-shaped body of which only these fields count. */
export interface UpdateCommunityRequest {
  nsfw?: boolean;
  about?: string | null;
  postingRestricted?: boolean;
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

/** `PUT /api/images/{imageId}` (posts.md). */
export interface SetAltTextRequest {
  altText?: string | null;
}

export interface ReportRequest {
  type?: string;
  targetId: string;
  reason: number;
}

/** push.md §2: the browser's `PushSubscription` as JSON (`expirationTime` is ignored). */
export interface PushSubscriptionRequest {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}
