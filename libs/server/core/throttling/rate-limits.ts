/** A fixed window: the first hit opens a window of `windowMs` allowing `limit` hits (docs/api/rules.md §12). */
export interface RateLimitRule {
  readonly limit: number;
  readonly windowMs: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * Every limited action, with its windows (docs/api/rules.md §12). Keys (address, account, ...) are chosen by
 * the caller: the route guard tracks the account, the services pass what the contract names.
 */
export const RateLimits = {
  loginPerAddress: [{ limit: 10, windowMs: SECOND }],
  loginPerAddressAndName: [{ limit: 20, windowMs: HOUR }],
  /**
   * Ours: the second step of a two-factor sign-in and every code check of a re-authentication, per account and per
   * client address (docs/security.md, "Two-factor sign-in"): with three codes valid at a time, 20 tries an hour leave
   * a guesser about one chance in 16,000 per hour.
   */
  twoFactorPerAccount: [
    { limit: 5, windowMs: MINUTE },
    { limit: 20, windowMs: HOUR },
  ],
  twoFactorPerAddress: [
    { limit: 10, windowMs: MINUTE },
    { limit: 60, windowMs: HOUR },
  ],
  signupPerAddress: [
    { limit: 2, windowMs: MINUTE },
    { limit: 10, windowMs: 6 * HOUR },
  ],
  joinCommunity: [
    { limit: 1, windowMs: SECOND },
    { limit: 500, windowMs: HOUR },
  ],
  communityRequest: [{ limit: 5, windowMs: 12 * HOUR }],
  createPost: [
    { limit: 1, windowMs: 10 * SECOND },
    { limit: 70, windowMs: 24 * HOUR },
  ],
  /** Edits, deletions and every action on posts and comments share one budget. */
  updateContent: [
    { limit: 1, windowMs: SECOND },
    { limit: 2000, windowMs: 24 * HOUR },
  ],
  /** Post and comment votes share one budget. */
  voting: [
    { limit: 4, windowMs: SECOND },
    { limit: 2000, windowMs: 24 * HOUR },
  ],
  addComment: [
    { limit: 2, windowMs: 5 * SECOND },
    { limit: 300, windowMs: 24 * HOUR },
  ],
  linkInfo: [{ limit: 1000, windowMs: HOUR }],
  report: [
    { limit: 1, windowMs: 5 * SECOND },
    { limit: 50, windowMs: 24 * HOUR },
  ],
  imageUpload: [
    { limit: 5, windowMs: SECOND },
    { limit: 80, windowMs: 24 * HOUR },
  ],
  /** `POST /api/_settings` (docs/api/rules.md §12). */
  settings: [
    { limit: 5, windowMs: SECOND },
    { limit: 100, windowMs: HOUR },
  ],
  /** `DELETE /api/users/{username}`, counted after the body as docs/api/errors.md orders it ("json; 429"). */
  deleteAccount: [{ limit: 1, windowMs: 5 * SECOND }],
  /** `POST /api/notifications?action=` (docs/api/rules.md §12). */
  notificationActions: [{ limit: 5, windowMs: SECOND }],
  /**
   * `GET /api/_username_check`, per client address, through the same throttler as every route: the signup
   * form asks as the name is typed (debounced), while a script testing names by the thousand is stopped.
   */
  usernameCheck: [
    { limit: 5, windowMs: SECOND },
    { limit: 300, windowMs: HOUR },
  ],
  /**
   * `GET /api/search` and its suggestions, per account or client address: a reader types and pages freely,
   * a script walking the index is stopped (docs/api/search.md).
   */
  search: [
    { limit: 5, windowMs: SECOND },
    { limit: 600, windowMs: HOUR },
  ],
  /** `POST /api/analytics`, per client address (docs/api/rules.md §12). */
  analyticsEvent: [{ limit: 2, windowMs: SECOND }],
  /**
   * "Forgot password?" and the reset and email links (docs/api/account-security.md): per client address, and per
   * account as typed (lower case), so one mailbox cannot be flooded from many addresses. An unknown name counts
   * the same as a known one: the limit tells nothing about who exists.
   */
  passwordResetPerAddress: [
    { limit: 5, windowMs: MINUTE },
    { limit: 30, windowMs: HOUR },
  ],
  passwordResetPerAccount: [
    { limit: 3, windowMs: 15 * MINUTE },
    { limit: 10, windowMs: 24 * HOUR },
  ],
  /** Using a link (reset, email confirmation) and asking for an email change, per client address. */
  emailLinkPerAddress: [
    { limit: 10, windowMs: MINUTE },
    { limit: 100, windowMs: HOUR },
  ],
  /** Lists (docs/api/rules.md §12), counted in the lists service after the checks docs/api/lists.md puts first. */
  createList: [
    { limit: 1, windowMs: 2 * SECOND },
    { limit: 100, windowMs: 24 * HOUR },
  ],
  /** Edit and delete of a list share one budget. */
  updateList: [{ limit: 1, windowMs: SECOND }],
  addListItem: [
    { limit: 2, windowMs: SECOND },
    { limit: 1000, windowMs: HOUR },
  ],
} as const satisfies Record<string, readonly RateLimitRule[]>;

export type RateLimitName = keyof typeof RateLimits;
