/** Server-side limits (docs/api/rules.md §18, docs/api-notes.md). The web client reads the same values. */
export const Limits = {
  usernameMin: 3,
  usernameMax: 21,
  /** The signup form asks for one more character than the server needs (product spec §5). */
  signupFormUsernameMin: 4,
  passwordMin: 8,
  passwordMax: 1024,
  emailMax: 320,
  aboutMeMax: 10_000,
  postTitleMin: 3,
  postTitleMax: 255,
  postBodyMax: 20_000,
  commentBodyMax: 20_000,
  commentDepthMax: 15,
  communityAboutMax: 2000,
  communitySearchMax: 10,
  communityRequestNoteMaxBytes: 2048,
  communityRequestDenialNoteMax: 500,
  /** Client-side limits of the rule form (the server keeps what it gets). */
  ruleTextMax: 512,
  ruleDescriptionMax: 512,
  feedLimitDefault: 10,
  feedLimitMax: 50,
  linkUrlMaxBytes: 2048,
  imagesPerPostMax: 10,
  pinsPerCommunity: 2,
  pinsSiteWide: 2,
  hiddenPostsPerUser: 1000,
  /** Ours (docs/api/mutes.md has no cap): per kind, so a feed's mute filter stays a small list. */
  mutesPerKindMax: 1000,
  commentsPageSize: 500,
  /** docs/api/notifications.md §1–§4: page size, the aggregation window ("latest 10") and the per-user cap. */
  notificationsPageSize: 10,
  notificationsAggregationWindow: 10,
  notificationsPerUserMax: 200,
  /** docs/api/push.md §2: the longest push endpoint URL stored, and the subscriptions kept per account (newest first). */
  pushEndpointMax: 2048,
  pushSubscriptionsPerUser: 10,
  imageAltTextMax: 1024,
  /** docs/api/lists.md: names follow the username rule; longer display names and descriptions are cut. */
  listNameMin: 3,
  listNameMax: 21,
  listDisplayNameMax: 50,
  listDescriptionMax: 10_000,
  listItemsPageDefault: 10,
  /** Ours: a larger `limit` on list items is served as this many. */
  listItemsPageMax: 50,
  /** docs/api/posts.md: the whole upload body (config `maxImageSize`). */
  imageUploadMaxBytes: 25 * 1024 * 1024,
} as const;

/** Names of users, communities and lists: ASCII letters, digits and underscore. */
export const NAME_PATTERN = /^[0-9A-Za-z_]+$/;

/** The client-side email check of the product spec. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The one email check of the signup form and the settings page: the pattern and the length limit. */
export function isValidEmail(email: string): boolean {
  const trimmed = email.trim();
  return EMAIL_PATTERN.test(trimmed) && trimmed.length <= Limits.emailMax;
}

/** Accounts created by the first migration; nobody can sign up with these names. */
export const SENTINEL_USERNAMES = { ghost: 'ghost', nobody: 'nobody' } as const;

/** The all-zero id used for cleared authors (ghost users, stripped comments). */
export const ZERO_ID = '000000000000000000000000';
/** The zero time used for ghosted users. */
export const ZERO_TIME = '0001-01-01T00:00:00Z';

/**
 * Top-level routes of the web client that a community name would shadow (docs/api/rules.md §3, recommended).
 * Compared case-insensitively.
 */
export const RESERVED_COMMUNITY_NAMES = [
  'communities',
  'login',
  'notifications',
  'new',
  'settings',
  'admin',
  'about',
  'guidelines',
  'terms',
  'markdown_guide',
  'search',
  'subscriptions',
  'all',
  'moderating',
  'images',
  'api',
] as const;

export const COMMUNITIES_SORTS = ['new', 'old', 'size', 'name_asc', 'name_dsc'] as const;
export const COMMUNITIES_SETS = ['all', 'default', 'subscribed'] as const;

/** `User.homeFeed` values (docs/api/entities.md §2). */
export const HOME_FEEDS = ['all', 'subscriptions'] as const;

export const FEED_SORTS = ['hot', 'activity', 'latest', 'day', 'week', 'month', 'year', 'all'] as const;
export const USER_GROUPS = ['normal', 'mods', 'admins'] as const;
