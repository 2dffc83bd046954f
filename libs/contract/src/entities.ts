/**
 * Wire shapes (docs/api/entities.md). Field names are promises to existing clients: never rename.
 * Only the shapes in use so far are here; each area adds its own as it lands.
 */

/** 24 lowercase hex characters, time-ordered. */
export type Id = string;
/** RFC 3339 UTC timestamp, e.g. "2024-05-01T12:34:56Z". */
export type DateTime = string;

export type UserGroup = 'normal' | 'mods' | 'admins';
export type ContentType = 'post' | 'comment';
export type PostType = 'text' | 'image' | 'link';
export type FeedSort = 'hot' | 'activity' | 'latest' | 'day' | 'week' | 'month' | 'year' | 'all';
export type CommunitiesSort = 'new' | 'old' | 'size' | 'name_asc' | 'name_dsc';
export type ImageFormat = 'jpeg' | 'png' | 'webp';
export type ImageFit = 'cover' | 'contain';
export type HomeFeed = 'all' | 'subscriptions';

export interface ImageCopy {
  name: string;
  width: number;
  height: number;
  boxWidth: number;
  boxHeight: number;
  objectFit: ImageFit;
  format: ImageFormat;
  url: string;
}

export interface Image {
  id: Id;
  format: ImageFormat;
  mimetype: string;
  width: number;
  height: number;
  size: number;
  averageColor: string;
  url: string;
  copies: ImageCopy[];
  altText: string | null;
}

export interface Badge {
  id: number;
  type: string;
}

export interface User {
  id: Id;
  username: string;
  email: string | null;
  lastSeen?: DateTime;
  lastSeenIP?: string | null;
  createdIP?: string | null;
  emailConfirmedAt: DateTime | null;
  aboutMe: string | null;
  points: number;
  isAdmin: boolean;
  proPic: Image | null;
  badges: Badge[];
  noPosts: number;
  noComments: number;
  lastSeenMonth: string;
  createdAt: DateTime;
  deleted: boolean;
  deletedAt: DateTime | null;
  upvoteNotificationsOff: boolean;
  replyNotificationsOff: boolean;
  homeFeed: HomeFeed;
  rememberFeedSort: boolean;
  embedsOff: boolean;
  hideUserProfilePictures: boolean;
  requireAltText: boolean;
  bannedAt: DateTime | null;
  isBanned: boolean;
  notificationsNewCount: number;
  moddingList: Community[] | null;
}

/** `GET /api/users/{username}?adminsView=true` (docs/api/entities.md §2): the User as an admin sees it, plus these. */
export interface AdminUserView extends User {
  createdIP: string | null;
  userIndex: number;
  lastSeen: DateTime;
  lastSeenIP: string | null;
  webPushSubscriptionsCount: number;
}

export interface CommunityRule {
  id: number;
  rule: string;
  description: string | null;
  communityId: Id;
  zIndex: number;
  createdBy: Id;
  createdAt: DateTime;
}

export interface Community {
  id: Id;
  userId: Id;
  name: string;
  nsfw: boolean;
  about: string | null;
  noMembers: number;
  proPic: Image | null;
  bannerImage: Image | null;
  postingRestricted: boolean;
  createdAt: DateTime;
  deletedAt: DateTime | null;
  isDefault?: boolean;
  userJoined: boolean | null;
  userMod: boolean | null;
  isMuted: boolean;
  mods: User[] | null;
  rules: CommunityRule[] | null;
  ReportsDetails: null;
}

export interface PostLink {
  url: string;
  hostname: string;
  image: Image | null;
}

export interface Post {
  id: Id;
  type: PostType;
  publicId: string;
  userId: Id;
  username: string;
  userGhostId?: string;
  userGroup: UserGroup;
  userDeleted: boolean;
  isPinned: boolean;
  isPinnedSite: boolean;
  communityId: Id;
  communityName: string;
  communityProPic: Image | null;
  communityBannerImage: Image | null;
  title: string;
  body: string | null;
  image: Image | null;
  images: Image[];
  link?: PostLink;
  locked: boolean;
  lockedBy: Id | null;
  lockedByGroup?: UserGroup;
  lockedAt: DateTime | null;
  upvotes: number;
  downvotes: number;
  hotness: number;
  createdAt: DateTime;
  editedAt: DateTime | null;
  lastActivityAt: DateTime;
  deleted: boolean;
  deletedAt: DateTime | null;
  deletedAs?: UserGroup;
  /** Ours (docs/moderation-log.md): why moderators or admins removed it, when they gave a reason. */
  removalReason?: string;
  deletedContent: boolean;
  deletedContentAs?: UserGroup;
  noComments: number;
  comments: Comment[] | null;
  commentsNext: string | null;
  userVoted: boolean | null;
  userVotedUp: boolean | null;
  lastVisitAt: DateTime | null;
  newComments: number;
  isAuthorMuted: boolean;
  isCommunityMuted: boolean;
  /** Client-only, never sent by the server (docs/api/posts.md, hidden posts): set by the web client while it shows the 'Hidden post' stub. */
  hidden?: boolean;
  community?: Community;
  author?: User;
}

export interface Comment {
  id: Id;
  postId: Id;
  postPublicId: string;
  communityId: Id;
  communityName: string;
  userId: Id;
  username: string;
  userGhostId?: string;
  userGroup: UserGroup | 'null';
  userDeleted: boolean;
  parentId: Id | null;
  depth: number;
  noReplies: number;
  noRepliesDirect: number;
  ancestors: Id[] | null;
  body: string;
  upvotes: number;
  downvotes: number;
  createdAt: DateTime;
  editedAt: DateTime | null;
  contentStripped?: boolean;
  deleted: boolean;
  deletedAt: DateTime | null;
  deletedAs?: UserGroup;
  /** Ours (docs/moderation-log.md): why moderators or admins removed it, when they gave a reason. */
  removalReason?: string;
  locked: boolean;
  lockedBy: Id | null;
  lockedByGroup?: UserGroup;
  lockedAt: DateTime | null;
  author?: User;
  isAuthorMuted?: boolean;
  userVoted: boolean | null;
  userVotedUp: boolean | null;
  postTitle?: string;
  postDeleted: boolean;
  postDeletedAs?: UserGroup;
}

export interface FeedPage {
  posts: Post[] | null;
  next: string | number | null;
}

export interface ModtoolsPostsPage {
  noPosts: number;
  limit: number;
  page: number;
  posts: Post[] | null;
}

export interface UserFeedItem {
  item: Post | Comment;
  type: ContentType;
}

export interface UserFeedPage {
  items: UserFeedItem[];
  next: Id | null;
}

export interface CommentsPage {
  comments: Comment[];
  next: string | null;
}

export interface CommunityReportsDetails {
  noReports: number;
  noPostReports: number;
  noCommentReports: number;
}

export interface Report {
  id: number;
  communityId: Id;
  postId: Id | null;
  reason: string;
  description: string | null;
  reasonId: number;
  type: ContentType;
  targetId: Id;
  actionTaken: string | null;
  dealtAt: DateTime | null;
  dealtBy: Id | null;
  createdAt: DateTime;
  target: Post | Comment | null;
}

export interface ReportsPage {
  details: CommunityReportsDetails;
  reports: Report[] | null;
  limit: number;
  page: number;
}

export interface ReportReason {
  id: number;
  title: string;
  description: string | null;
}

export interface Mute {
  id: string;
  type: 'user' | 'community';
  mutedUserId?: Id;
  mutedCommunityId?: Id;
  createdAt: DateTime;
  mutedUser?: User;
  mutedCommunity?: Community;
}

export interface MutesSet {
  communityMutes: Mute[];
  userMutes: Mute[];
}

export type ListItemsSort = 'addedDsc' | 'addedAsc' | 'createdDsc' | 'createdAsc';

export interface List {
  id: number;
  userId: Id;
  username: string;
  name: string;
  displayName: string;
  description: string | null;
  public: boolean;
  numItems: number;
  sort: ListItemsSort;
  createdAt: DateTime;
  lastUpdatedAt: DateTime;
}

export const LIST_ITEMS_SORTS = ['addedDsc', 'addedAsc', 'createdDsc', 'createdAsc'] as const satisfies readonly ListItemsSort[];

export interface ListItem {
  id: number;
  listId: number;
  targetType: ContentType;
  targetId: Id;
  /** When the item was added. */
  createdAt: DateTime;
  /** The Post, or the Comment with `postTitle`; null when the target no longer exists. */
  targetItem: Post | Comment | null;
}

export interface ListItemsPage {
  items: ListItem[];
  next: string | null;
}

/** `GET /api/_initial` (docs/api/entities.md §13). */
export interface InitialState {
  signupsDisabled: boolean;
  reportReasons: ReportReason[] | null;
  user: User | null;
  lists: List[];
  communities: Community[] | null;
  noUsers: number;
  bannedFrom: Id[] | null;
  vapidPublicKey: string;
  mutes: MutesSet;
  imagePostSubmitReqPoints: number;
  linkPostSubmitReqPoints: number;
  /** Quorum's own addition (upstream clients ignore it): the operator's links for the sidebar and footer. */
  site: SiteLinks;
}

/** `SITE_CONTACT_EMAIL` and `SITE_SOURCE_URL`; null when the operator set none. */
export interface SiteLinks {
  contactEmail: string | null;
  sourceCodeUrl: string | null;
  /** `SMTP_URL` is set: password reset and email confirmation work (docs/api/account-security.md). */
  emailEnabled: boolean;
}

export interface CommunityRequest {
  id: number;
  byUser: string;
  communityName: string;
  communityExists: boolean;
  note: string | null;
  createdAt: DateTime;
  deniedNote: string | null;
  deniedBy: string | null;
  deniedAt: DateTime | null;
}

export interface SiteSettings {
  signupsDisabled: boolean;
  torBlocked: boolean;
  /** Ours: admins and moderators must use two-factor sign-in before any admin or moderation call is accepted. */
  twoFactorRequiredForStaff: boolean;
}

/** `GET /api/users` (admins): docs/api/users.md. */
export interface AdminUsersPage {
  users: User[];
  next: Id | null;
}

/** docs/api/users.md §IP blocks. */
export interface IPBlock {
  id: number;
  ip: string;
  maskedBits: number;
  createdAt: DateTime;
  createdBy: string;
  expiresAt: DateTime | null;
  cancelledAt: DateTime | null;
  inEffect: boolean;
  associatedUsers: string[];
  note: string;
}

export interface IPBlocksPage {
  blocks: IPBlock[];
  next: string | null;
}

export interface NewIPBlockRequest {
  address: string;
  expiresIn?: number;
  note?: string;
}

export type Success = { success: true };

/** `POST /api/_admin` answers this for every action: the key holds a colon (upstream's typo, kept for clients). */
export type AdminSuccess = { 'success:': true };

/** docs/api/notifications.md §2. */
export type NotificationType =
  | 'new_comment'
  | 'comment_reply'
  | 'new_votes'
  | 'deleted_post'
  | 'mod_add'
  | 'new_badge'
  | 'welcome'
  | 'announcement'
  | 'denied_comm'
  /** Ours (docs/moderation-log.md): the author's comment was removed, or their post or comment restored. */
  | 'content_moderated'
  /** Ours: a sign-in from a browser, OS and device kind the account had not used before (docs/api/account-security.md). */
  | 'new_device';

/** The stored payload plus the objects attached when sending (docs/api/entities.md §7); kept open per type. */
export type NotificationPayload = Record<string, unknown>;

/** Unrendered form (render != "true"). */
export interface Notification {
  id: number;
  type: NotificationType;
  seen: boolean;
  seenAt: DateTime | null;
  createdAt: DateTime;
  notif: NotificationPayload | null;
}

/** Rendered form (render=true), docs/api/notifications.md §3. */
export interface NotificationView {
  id: number;
  version: 1;
  type: NotificationType;
  textFormat: 'html' | '';
  title: string;
  body: string;
  icons: string[];
  toURL: string;
  seen: boolean;
  seenAt: DateTime | null;
  createdAt: DateTime;
  updatedAt: DateTime;
}

export interface NotificationsPage {
  count: number;
  newCount: number;
  items: (Notification | NotificationView)[] | null;
  next: string;
}

/** docs/api/entities.md §12: one stored analytics event as `GET /api/analytics/bss` lists it. */
export interface AnalyticsEvent {
  id: number;
  /** "" in bss pages (upstream does not select it). */
  name: string;
  uniqueKey: null;
  /** JSON text; the client `JSON.parse`s it into BasicSiteStats. */
  payload: string;
  createdAt: DateTime;
}

/** The parsed payload of a `bss` snapshot (docs/api/rules.md §17). */
export interface BasicSiteStats {
  version: 0;
  users_day: number;
  users_week: number;
  users_month: number;
  return_users_day: number;
  return_users_week: number;
  return_users_month: number;
  signups: number;
  pwa_installs: number;
  notifications_enabled: number;
  posts_day: number;
  posts_week: number;
  comments_day: number;
  comments_week: number;
}

/** `GET /api/analytics/bss`: `next` is Unix seconds, "" after the last page. */
export interface BssPage {
  events: AnalyticsEvent[];
  next: string;
}
