/**
 * Every error the API sends: status, machine code (omitted on the wire when absent) and the exact
 * user-facing message. Texts are part of the wire contract: clients of the upstream forum match on them.
 * A message may hold `{name}` placeholders, filled by `formatErrorMessage`.
 */
export interface ErrorBody {
  status: number;
  code?: string;
  message: string;
}

export interface ErrorDefinition {
  readonly status: number;
  readonly code?: string;
  readonly message: string;
}

const define = <T extends Record<string, ErrorDefinition>>(table: T): T => table;

// Pure: the web bundler may then leave the table out of chunks that only use other contract exports.
export const Errors = /* @__PURE__ */ define({
  // Transport and envelope
  INTERNAL: { status: 500, message: 'Internal Server Error' },
  /**
   * Ours: Redis or PostgreSQL cannot be reached (an outage, a full connection limit). docs/api/errors.md §1 rule 2: the
   * reason phrase and a period; sent with `Retry-After` (docs/security.md, "Faults").
   */
  SERVICE_UNAVAILABLE: { status: 503, message: 'Service Unavailable.' },
  ENDPOINT_NOT_FOUND: { status: 404, message: 'API endpoint not found' },
  /** Ours: `GET /api/site_pages/{name}` for a name that is not one of the site's pages. */
  SITE_PAGE_NOT_FOUND: { status: 404, code: 'page_not_found', message: 'Page not found.' },
  METHOD_NOT_ALLOWED: { status: 400, message: 'HTTP method not allowed' },
  /** Ours: a request the server cannot read at all, e.g. a NUL in its URL (docs/api/errors.md §1 rule 2: the reason phrase and a period). */
  BAD_REQUEST: { status: 400, message: 'Bad Request.' },
  CSRF_FAILED: { status: 401, message: 'Unauthorized.' },
  /** Ours: an operator route (`/metrics`) without the right bearer token; the same answer as a CSRF failure. */
  OPERATOR_TOKEN_REQUIRED: { status: 401, message: 'Unauthorized.' },
  TOO_MANY_REQUESTS: { status: 429, message: 'Too Many Requests.' },
  INVALID_JSON: { status: 400, code: 'invalid_json', message: 'Invalid JSON body.' },
  BODY_TOO_LARGE: { status: 413, code: 'body_too_large', message: 'Request body too large.' },
  INVALID_ID: { status: 400, code: 'invalid_id', message: 'Invalid ID.' },
  INVALID_ACTION: { status: 400, code: 'invalid_action', message: 'Unsupported action.' },

  // Session and accounts
  NOT_LOGGED_IN: { status: 401, code: 'not_logged_in', message: 'User is not logged in.' },
  WRONG_PASSWORD: { status: 401, code: 'wrong-password', message: 'Username and password do not match.' },
  ACCOUNT_SUSPENDED: { status: 403, code: 'account_suspended', message: 'User account suspended.' },
  ALREADY_LOGGED_IN: { status: 400, code: 'already_logged_in', message: 'You are already logged in' },
  SIGNUPS_DISABLED: { status: 403, code: 'signups-disabled', message: 'Creating new accounts is disabled.' },
  USER_EXISTS: { status: 409, code: 'user_exists', message: 'A user with username {username} already exists.' },
  USERNAME_EMPTY: { status: 400, code: 'invalid-username', message: 'Username is empty.' },
  USERNAME_TOO_SHORT: { status: 400, code: 'invalid-username', message: 'Username is too short.' },
  USERNAME_TOO_LONG: { status: 400, code: 'invalid-username', message: 'Username is too long.' },
  USERNAME_BAD_CHARACTERS: { status: 400, code: 'invalid-username', message: 'Username contains disallowed characters.' },
  PASSWORD_EMPTY: { status: 400, code: 'invalid-password', message: 'Password empty.' },
  PASSWORD_TOO_SHORT: { status: 400, code: 'invalid-password', message: 'Password too short.' },
  /** Ours (docs/api-notes.md caps passwords at 1024 characters); upstream has no maximum. */
  PASSWORD_TOO_LONG: { status: 400, code: 'invalid-password', message: 'Password too long.' },
  /** Ours: the 10,000 most common passwords are refused (docs/security.md, "Passwords"); the code of the other password checks. */
  PASSWORD_TOO_COMMON: { status: 400, code: 'invalid-password', message: 'This password is one of the most common ones. Choose a less common password.' },

  // Two-factor sign-in and re-authentication (ours: docs/api/session.md, "Two-factor sign-in"; docs/security.md)
  /** Login: right password, the account has two-factor sign-in: send the same call again with `totpCode` or `recoveryCode`. */
  TWO_FACTOR_REQUIRED: { status: 401, code: 'two_factor_required', message: 'Enter the code from your authenticator app.' },
  /** Login: a wrong, replayed or used code. */
  TWO_FACTOR_INVALID: { status: 401, code: 'two_factor_invalid', message: 'Invalid or already used two-factor code.' },
  /** Re-authentication of a logged-in user: wrong password. */
  REAUTH_WRONG_PASSWORD: { status: 403, code: 'wrong_password', message: 'Wrong password.' },
  /** Re-authentication: two-factor sign-in is on and no code was sent. */
  REAUTH_CODE_REQUIRED: { status: 403, code: 'two_factor_code_required', message: 'Enter a code from your authenticator app (or a recovery code) to confirm.' },
  /** Re-authentication: a wrong, replayed or used code. */
  REAUTH_CODE_INVALID: { status: 403, code: 'two_factor_invalid', message: 'Invalid or already used two-factor code.' },
  TWO_FACTOR_ALREADY_ENABLED: { status: 409, code: 'two_factor_enabled', message: 'Two-factor sign-in is already on.' },
  TWO_FACTOR_NOT_ENABLED: { status: 409, code: 'two_factor_not_enabled', message: 'Two-factor sign-in is not on.' },
  TWO_FACTOR_SETUP_MISSING: { status: 409, code: 'two_factor_setup_missing', message: 'The two-factor set-up expired or was not started. Start again.' },
  /** Admin and moderation calls of an admin or moderator without two-factor sign-in while the site requires it. */
  TWO_FACTOR_SETUP_REQUIRED: {
    status: 403,
    code: 'two_factor_setup_required',
    message: 'This site requires moderators and admins to use two-factor sign-in. Turn it on in your settings first.',
  },
  USER_NOT_FOUND: { status: 404, code: 'user_not_found', message: 'User not found.' },
  USER_BANNED: { status: 401, code: 'user_banned', message: 'User is banned.' },
  USER_DELETED: { status: 403, code: 'user-deleted', message: 'Cannot continue because the user is deleted.' },
  NOT_ADMIN: { status: 403, code: 'not_admin', message: 'You are not an admin.' },
  NOT_OWNER: { status: 403, code: 'not_owner', message: 'Forbidden.' },
  /** `POST /api/_settings?action=changePassword` (docs/api/users.md). */
  PASSWORD_NOT_MATCH: { status: 400, code: 'password_not_match', message: 'Passwords do not match.' },
  /** `DELETE /api/users/{username}`: the caller's own password was wrong (docs/api/users.md; not the login's 401). */
  DELETE_WRONG_PASSWORD: { status: 403, code: 'wrong_password', message: 'Wrong password.' },
  /** Ours: `ghost` and `nobody` (docs/api/rules.md §3) hold the site up; no admin may delete them. */
  SENTINEL_ACCOUNT: { status: 403, code: 'sentinel_account', message: 'This account belongs to the site and cannot be deleted.' },
  /** Ours: a ban or badge for `ghost` or `nobody`, the site's own accounts. */
  SENTINEL_NOT_A_MEMBER: { status: 403, code: 'sentinel_account', message: 'This account belongs to the site and cannot be banned or given badges.' },

  // Active sessions, password reset and email (ours: docs/api/account-security.md)
  /** `DELETE /api/_sessions/{id}`: no session of the caller has that id (ended already, or another account's). */
  SESSION_NOT_FOUND: { status: 404, code: 'session_not_found', message: 'Session not found.' },
  /** `DELETE /api/_sessions/{id}` naming the caller's own session: that is a logout. */
  SESSION_IS_CURRENT: { status: 400, code: 'session_is_current', message: 'This is the session you are using; log out instead.' },
  /** Every reset and email route while `SMTP_URL` is unset. */
  EMAIL_DISABLED: { status: 404, code: 'email_disabled', message: 'Email is not set up on this site.' },
  /** A reset or email-confirmation link that is unknown, used or expired: one answer for all three. */
  INVALID_EMAIL_TOKEN: { status: 400, code: 'invalid_token', message: 'This link is invalid or has expired.' },
  INVALID_EMAIL: { status: 400, code: 'invalid_email', message: 'Enter a valid email address.' },
  /** Changing the email needs the current password (docs/api/account-security.md). */
  EMAIL_WRONG_PASSWORD: { status: 403, code: 'wrong_password', message: 'Wrong password.' },

  // Communities
  COMMUNITY_NOT_FOUND: { status: 404, code: 'community/not-found', message: 'Community not found.' },
  COMMUNITY_NAME_EMPTY: { status: 400, code: 'invalid-community-name', message: 'Community name invalid. It is empty.' },
  COMMUNITY_NAME_TOO_SHORT: { status: 400, code: 'invalid-community-name', message: 'Community name invalid. It is too short.' },
  COMMUNITY_NAME_TOO_LONG: { status: 400, code: 'invalid-community-name', message: 'Community name invalid. It is too long.' },
  COMMUNITY_NAME_BAD_CHARACTERS: { status: 400, code: 'invalid-community-name', message: 'Community name invalid. It contains disallowed characters.' },
  /** Ours (docs/api/rules.md §3 recommendation): names that would shadow a page of the web client. */
  COMMUNITY_NAME_RESERVED: { status: 400, code: 'invalid-community-name', message: 'Community name invalid. It is reserved.' },
  COMMUNITY_EXISTS: { status: 409, code: 'community-exists', message: 'A community with name {name} already exists.' },
  INVALID_COMMUNITIES_LIMIT: { status: 400, code: 'invalid_limit', message: 'Invalid limit.' },
  INVALID_COMMUNITIES_SORT: { status: 400, code: 'invalid-sort', message: 'Invalid community sort option.' },
  NOT_MOD: { status: 403, code: 'not_mod', message: 'You are not a moderator.' },
  NOT_ADMIN_NOR_MOD: { status: 403, code: 'not_admin_nor_mod', message: 'User neither an admin nor a mod.' },
  CANNOT_BAN_MOD_OR_ADMIN: { status: 403, code: 'not_admin_nor_mod', message: 'Neither an admin nor a mod.' },
  NOT_MOD_NOT_ADMIN: { status: 403, code: 'not-mod-not-admin', message: 'User is neither a moderator nor an admin.' },
  LOWER_MOD: { status: 403, code: 'lower-mod', message: 'User is lower on the mod hierarchy.' },
  /** Ours: upstream answers 500 when the user to remove is not a moderator. */
  NOT_A_MOD: { status: 404, code: 'mod_not_found', message: 'User is not a moderator of the community.' },
  EMPTY_USERNAME: { status: 400, code: 'empty_username', message: 'Empty username.' },
  NO_USERNAME: { status: 400, code: 'no_username', message: 'No username.' },
  INVALID_EXPIRES: { status: 400, code: 'invalid_expires', message: 'Invalid expires.' },
  ALREADY_BANNED: { status: 409, code: 'conflict', message: "There's a duplicate row." },
  BANNED_FROM_COMMUNITY: { status: 403, code: 'banned-from-community', message: 'User is banned from the community.' },
  RULE_NOT_FOUND: { status: 404, code: 'rule_not_found', message: 'Rule not found.' },
  RULES_NOT_FOUND: { status: 404, code: 'rules-not-found', message: 'Community rules not found.' },
  COMMUNITY_ALREADY_EXISTS: { status: 409, code: 'community-already-exists', message: "The community you're requesting to create already exists" },
  COMMUNITY_ALREADY_REQUESTED: { status: 409, code: 'community-already-requested', message: 'You already have a pending request for that community' },
  /** Only when the storage uniqueness rule trips: a request for the same name committed in between (a race). */
  PREVIOUSLY_DECLINED: { status: 403, code: 'previously-declined', message: 'Your request for this community is pending or was declined before.' },
  INVALID_REQUEST_ID: { status: 400, code: 'invalid_id', message: 'Invalid request ID.' },
  INVALID_COMMUNITY_REQUEST_ID: { status: 400, code: 'invalid_id', message: 'Invalid community request ID.' },
  ALREADY_DENIED: { status: 400, code: 'already_denied', message: 'Community was already denied.' },

  // Posts and feeds
  POST_NOT_FOUND: { status: 404, code: 'post/not-found', message: 'Post(s) not found.' },
  INVALID_FEED_SORT: { status: 400, code: 'invalid-sort', message: 'Invalid feed sort.' },
  INVALID_FEED_TYPE: { status: 400, code: 'invalid-feed-type', message: 'Invalid feed type.' },
  INVALID_FEED_FILTER: { status: 400, code: 'invalid_filter', message: 'Invalid feed filter.' },
  INVALID_USER_FEED_FILTER: { status: 400, code: 'invalid-filter', message: "filter must be one of 'posts' or 'comments' or it must be empty" },
  FEED_LIMIT_NOT_A_NUMBER: { status: 400, code: 'invalid_limit', message: 'Invalid feed limit (limit is not a number).' },
  FEED_LIMIT_OUT_OF_RANGE: { status: 400, code: 'invalid_limit', message: 'Invalid feed limit (not within the valid range).' },
  INVALID_CURSOR: { status: 400, code: 'invalid_cursor', message: 'Invalid feed pagination cursor.' },
  COMMUNITY_IS_EMPTY: { status: 400, code: 'community-is-empty', message: "The query parameter 'community' cannot be empty." },
  INVALID_PAGE: { status: 400, code: 'invalid_page', message: 'Invalid page.' },
  UNSUPPORTED_POST_TYPE: { status: 400, code: 'post-type/unsupported', message: 'Unsupported post type.' },
  INVALID_IMAGE_ID: { status: 400, code: 'invalid_image_id', message: 'Invalid image ID.' },
  TOO_MANY_IMAGES: { status: 400, code: 'too-many-images', message: 'Maximum images count exceeded.' },
  /** Ours: upstream crashes on an image post with an empty list. */
  NO_IMAGES: { status: 400, code: 'no-images', message: 'An image post needs at least one image.' },
  IMAGE_NOT_FOUND: { status: 404, code: 'image-not-found', message: 'Image not found.' },
  TITLE_TOO_SHORT: { status: 400, code: 'post/title-too-short', message: 'Title too short.' },
  INVALID_URL: { status: 400, code: 'invalid-url', message: 'Invalid URL.' },
  INVALID_USER_GROUP: { status: 400, code: 'user/invalid-group', message: 'Invalid user-group.' },
  DELETE_CONTENT_NOT_BOOL: { status: 400, message: 'deleteContent must be a bool.' },
  NOT_AUTHOR: { status: 403, code: 'not_author', message: 'You are not the author.' },
  POSTING_RESTRICTED: { status: 403, code: 'posting-restricted', message: 'Posting in this community is restricted.' },
  NOT_ENOUGH_POINTS: { status: 403, code: 'not_enough_points', message: 'Not enough points to post image or link posts.' },
  NO_IMAGE_POSTS: { status: 403, code: 'no_image_posts', message: 'Image posts are not allowed' },
  POST_LOCKED: { status: 403, code: 'post-locked', message: 'Post is locked.' },
  /** Ours: a comment on a deleted or removed post (the contract accepts it). */
  POST_DELETED: { status: 403, code: 'post-deleted', message: 'Post is deleted.' },
  MOD_CANNOT_DELETE_CONTENT: {
    status: 403,
    code: 'mod-cannot-delete-content',
    message: 'Moderators cannot delete the content of a post. They can only delete a post from their community.',
  },
  CANNOT_PIN_DELETED_POST: { status: 403, code: 'cannot-pin-deleted-post', message: 'Cannot pin deleted posts.' },
  PIN_LIMIT_REACHED: { status: 403, code: 'limit-reached', message: 'Max pinned post limit reached.' },
  ALREADY_DELETED: { status: 409, code: 'already-deleted', message: 'Post is already deleted.' },
  /** Ours (docs/moderation-log.md): restoring what was not removed by a moderator or admin. */
  NOT_REMOVED: { status: 409, code: 'not-removed', message: 'Only content removed by moderators or admins can be restored.' },
  /** Ours: the post's content was deleted with it (`deleteContent`), so there is nothing to bring back. */
  CONTENT_GONE: { status: 409, code: 'content-gone', message: 'The content of this post was deleted and cannot be restored.' },
  /** Ours: a removal reason longer than the log keeps. */
  REASON_TOO_LONG: { status: 400, code: 'reason-too-long', message: 'The removal reason is too long.' },
  /** Ours: the moderation log's `next`, `action` or `limit` is not one it answers. */
  INVALID_MODLOG_QUERY: { status: 400, code: 'invalid-modlog-query', message: 'Invalid moderation log query.' },
  ALREADY_VOTED: { status: 409, code: 'already-voted', message: 'User has already voted.' },
  ALREADY_ANNOUNCED: { status: 409, code: 'duplicate', message: 'Post was already announced' },
  INVALID_POST_ID: { status: 400, code: 'invalid-post-id', message: 'Invalid post id.' },

  // Comments
  COMMENT_NOT_FOUND: { status: 404, code: 'comment_not_found', message: 'Comment(s) not found.' },
  COMMENT_REPLY_TO_DELETED: { status: 400, code: 'comment-reply-to-deleted', message: 'Cannot reply to a deleted comment.' },
  COMMENT_MAX_DEPTH: { status: 400, code: 'comment-max-depth-reached', message: 'Cannot reply because match depth is reached.' },
  /** Ours: upstream accepts empty comments; its web client refuses them with the same text. */
  COMMENT_EMPTY: { status: 400, code: 'comment-empty', message: 'Message body cannot be empty.' },
  /** Ours: upstream does not check that the parent belongs to the same post. */
  COMMENT_PARENT_OTHER_POST: { status: 400, code: 'comment-parent-mismatch', message: 'The parent comment belongs to another post.' },
  COMMENT_LOCKED: { status: 403, code: 'comment_locked', message: 'Comment is locked.' },
  COMMENT_DELETED: { status: 403, code: 'comment_deleted', message: 'Comment(s) deleted.' },
  COMMENT_ALREADY_VOTED: { status: 400, code: 'already-voted', message: "You've already voted on the comment." },

  // Images (docs/api/posts.md uploads and alt text, docs/api/errors.md §1 and §4)
  FILE_SIZE_EXCEEDED: { status: 400, code: 'file_size_exceeded', message: 'Max file size exceeded.' },
  /** Ours: upstream answers 500 for a multipart request without the `image` field. */
  FILE_MISSING: { status: 400, code: 'file_missing', message: 'No image file in the request.' },
  UNSUPPORTED_IMAGE_FORMAT: { status: 400, code: 'unsupported-image-format', message: 'The uploaded file is of an unsupported type.' },
  /** Community pictures: the code the modtools page understands (docs/api/errors.md §5). */
  UNSUPPORTED_IMAGE: { status: 400, code: 'unsupported_image', message: 'Unsupported image.' },
  NO_IMAGE_UPLOADS: { status: 403, code: 'no_image_posts', message: 'Image posts are not all allowed.' },
  INVALID_ALT_TEXT_IMAGE_ID: { status: 400, code: 'invalid_image_id', message: 'invalid image id' },
  ALT_TEXT_PERMISSION_DENIED: { status: 403, code: 'permission_denied', message: "you don't have permission to edit this image's alt text." },

  // Reports
  INVALID_REPORT_TYPE: { status: 400, code: 'invalid_report_type', message: 'Invalid report type.' },
  INVALID_REPORT_ID: { status: 400, code: 'invalid_report_id', message: 'Invalid report ID.' },
  /** Ours: upstream answers 500 for these two. */
  REPORT_NOT_FOUND: { status: 404, code: 'report_not_found', message: 'Report not found.' },
  INVALID_REPORT_REASON: { status: 400, code: 'invalid_report_reason', message: 'Invalid report reason.' },
  ALREADY_REPORTED: { status: 409, code: 'already-voted', message: 'User has already voted.' },

  // Notifications (docs/api/notifications.md §4)
  NOTIF_NOT_FOUND: { status: 404, code: 'notif_not_found', message: 'Notification not found.' },
  INVALID_RENDER_FORMAT: { status: 400, code: 'invalid-render-format', message: 'Invalid render format.' },

  // Push subscriptions
  /** Ours: an endpoint another account holds is never taken from it (docs/security.md, "Push subscriptions"). */
  PUSH_ENDPOINT_TAKEN: { status: 409, code: 'push-endpoint-taken', message: 'This push subscription belongs to another account.' },

  // Lists (docs/api/lists.md)
  LIST_NOT_FOUND: { status: 404, code: 'list-not-found', message: 'List not found.' },
  /** Ours: upstream answers 500 for an unknown item id. */
  LIST_ITEM_NOT_FOUND: { status: 404, code: 'list-item-not-found', message: 'List item not found.' },
  LIST_NAME_REQUIRED: { status: 400, code: 'list-name-empty', message: 'List name cannot be empty.' },
  LIST_NAME_EMPTY: { status: 400, code: 'invalid-list-name', message: 'list name is empty' },
  LIST_NAME_TOO_SHORT: { status: 400, code: 'invalid-list-name', message: 'list name is too short' },
  LIST_NAME_TOO_LONG: { status: 400, code: 'invalid-list-name', message: 'list name is too long' },
  LIST_NAME_BAD_CHARACTERS: { status: 400, code: 'invalid-list-name', message: 'list name contains disallowed characters' },
  DUPLICATE_LIST: { status: 409, code: 'duplicate-list', message: 'A list with that name already exists.' },
  INVALID_LISTS_SORT: { status: 400, code: 'invalid-lists-sort', message: 'Invalid lists sort.' },
  INVALID_LISTS_FILTER: { status: 400, code: 'invalid-lists-filter', message: 'Invalid lists filter.' },
  INVALID_LIST_SORT: { status: 400, code: 'invalid-list-sort', message: 'Invalid list sort.' },
  INVALID_LIST_ID: { status: 400, code: 'invalid-list-id', message: 'Invalid list id.' },
  INVALID_ITEM_ID: { status: 400, code: 'invalid-item-id', message: 'Invalid item id.' },
  INVALID_TARGET_ID: { status: 400, code: 'invalid-target-id', message: 'Invalid target id.' },
  INVALID_CONTENT_TYPE: { status: 400, code: 'invalid-content-type', message: 'Invalid content type.' },
  INVALID_LIST_LIMIT: { status: 400, code: 'invalid-limit', message: 'Invalid limit value.' },
  /** List items POST/DELETE: an unreadable body or an unknown `targetType` (no code). */
  BAD_JSON_BODY: { status: 400, message: 'Bad JSON body.' },
  NOT_YOUR_LIST: { status: 403, code: 'not-your-list', message: 'Not your list.' },
  NOT_LIST_OWNER: { status: 403, code: 'not-list-owner', message: 'Not list owner.' },
  // Mutes (docs/api/mutes.md)
  INVALID_MUTE_TYPE: { status: 400, code: 'invalid_mute_type', message: 'Invalid mute type.' },
  /** Ours: docs/api/mutes.md allows refusing a self-mute with 400 (upstream accepts it; its web client never offers it). */
  CANNOT_MUTE_SELF: { status: 400, code: 'cannot-mute-self', message: 'You cannot mute yourself.' },
  /** Ours: upstream has no cap (Limits.mutesPerKindMax). */
  MUTE_LIMIT_REACHED: { status: 403, code: 'mute-limit-reached', message: 'Max mutes limit reached.' },

  // Admin
  INVALID_ADMIN_ACTION: { status: 400, code: 'invalid_action', message: 'Unsupported admin action.' },

  // Badges (docs/api/users.md): the two routes word `not_admin` differently from the other admin routes.
  NOT_ADMIN_ADD_BADGE: { status: 403, code: 'not_admin', message: 'User not admin.' },
  NOT_ADMIN_REMOVE_BADGE: { status: 403, code: 'not_admin', message: 'Not admin.' },
  BAD_BADGE_ID: { status: 400, code: 'bad_badge_id', message: 'Bad badge id.' },
  BADGE_TYPE_NOT_FOUND: { status: 404, code: 'badge_type_not_found', message: 'Badge type not found.' },
  /** Ours: removing a badge the user does not hold (the contract answers 200 and removes nothing). */
  BADGE_NOT_FOUND: { status: 404, code: 'badge_not_found', message: 'The user has no such badge.' },

  // Analytics (docs/api/users.md)
  BAD_EVENT: { status: 400, code: 'bad_event', message: 'Bad event.' },
  INVALID_BSS_LIMIT: { status: 400, code: 'invalid-limit', message: 'Invalid limit parameter.' },
  INVALID_NEXT_VALUE: { status: 400, code: 'invalid-next-value', message: 'Invalid next parameter.' },
  NO_BAN_ADMIN: { status: 403, code: 'no_ban_admin', message: "Admin can't ban another admin, yo!" },

  // IP blocks (docs/api/users.md)
  IPBLOCKS_INVALID_LIMIT: { status: 400, code: 'invalid-limit', message: 'Invalid limit value.' },
  IPBLOCKS_INVALID_NEXT: { status: 400, code: 'invalid-next-value', message: 'Invalid next parameter.' },
  INVALID_BLOCK_ID: { status: 400, code: 'invalid-block-id', message: 'Invalid block ID.' },
  BAD_IP: { status: 400, code: 'bad-ip', message: "Error parsing IP address: '{address}' is not a valid IP address." },
  BAD_IP_MASK: { status: 400, code: 'bad-ip', message: 'Error parsing ip address: {detail}.' },
  IP_SUBNET_TOO_LARGE: { status: 400, code: 'bad-ip', message: 'IP subnet too large.' },
  /** Ours: an IPv6 range holding ::ffff:0:0/96 would block every IPv4 client, the admin included (docs/security.md). */
  IP_RANGE_HOLDS_IPV4: { status: 400, code: 'bad-ip', message: 'IP subnet holds every IPv4 address (::ffff:0:0/96).' },
  /** Ours: a block holding the address the request comes from would lock its admin out (docs/security.md). */
  IP_RANGE_HOLDS_OWN_ADDRESS: { status: 400, code: 'bad-ip', message: 'IP block would block your own address.' },
  BLOCK_DUPLICATE: { status: 400, code: 'block-duplicate', message: 'IP block already exists.' },
  /** Ours: cancelling a block that is no longer in effect (upstream answers 500). */
  BLOCK_NOT_IN_EFFECT: { status: 409, code: 'block-not-in-effect', message: 'IP block is not in effect.' },
  /** Ours: an unknown block id (upstream answers 500). */
  BLOCK_NOT_FOUND: { status: 404, code: 'block-not-found', message: 'IP block not found.' },
  /** Ours: search (docs/api/search.md). */
  SEARCH_QUERY_EMPTY: { status: 400, code: 'search-query-empty', message: 'Search query cannot be empty.' },
  SEARCH_QUERY_TOO_LONG: { status: 400, code: 'search-query-too-long', message: 'Search query is too long.' },
  INVALID_SEARCH_TYPE: { status: 400, code: 'invalid-search-type', message: "type must be one of 'posts', 'comments', 'communities' or 'users'" },
  INVALID_SEARCH_SORT: { status: 400, code: 'invalid-search-sort', message: "sort must be one of 'relevance', 'latest' or 'top'" },
  INVALID_SEARCH_CURSOR: { status: 400, code: 'invalid-search-cursor', message: 'Invalid search cursor.' },
  INVALID_SEARCH_LIMIT: { status: 400, code: 'invalid-search-limit', message: 'Invalid search limit.' },
});

export type ErrorKey = keyof typeof Errors;

export function formatErrorMessage(message: string, params?: Readonly<Record<string, string | number>>): string {
  if (!params) return message;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The body the server sends for an error definition. `code` is left out, not blank, when there is none. */
export function errorBody(def: ErrorDefinition, params?: Readonly<Record<string, string | number>>): ErrorBody {
  const body: ErrorBody = { status: def.status, message: formatErrorMessage(def.message, params) };
  if (def.code) body.code = def.code;
  return body;
}
