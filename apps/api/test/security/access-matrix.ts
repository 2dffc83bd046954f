import type { Caller } from './access-probes';

/**
 * THE expected answer of every route × caller (docs/security.md, "How authorization is proven"), reviewed against
 * the contract (the per-route lists of docs/api/errors.md §3; docs/api/posts.md, docs/api/comments.md,
 * docs/api/communities.md, docs/api/lists.md, docs/api/mutes.md, docs/api/notifications.md, docs/api/users.md)
 * and where we differ on purpose (docs/api-notes.md). A cell is `status` or `status code` (the error envelope's code).
 * access-matrix.int-spec.ts reads the route table from Nest at test time: a route missing here fails it.
 *
 * Callers: `member` a plain account; `banned` banned from the probed community; `muted` muted by the owner;
 * `mod` the probed community's moderator; `otherMod` another community's moderator; `admin` a site admin;
 * `deleted` a deleted account still holding its old cookies (its sessions end: it is a visitor again);
 * `owner` the author/owner of the probed object ("own" vs everyone else's "another's").
 *
 * Review notes (where the answer may surprise):
 * - Community bans stop posting, commenting, reporting and voting (the contract lets a banned member vote; we
 *   do not: a ban takes away their say in the community, docs/api-notes.md); joining and reading still work.
 * - A deleted or removed post takes no new comments (`403 post-deleted`, ours; the contract accepts them).
 * - A lock freezes content for its author too: no edit of a locked post, a locked comment or a comment on a
 *   locked post (`403 post-locked` / `comment_locked`, ours; docs/api-notes.md).
 * - Admins are not moderators: `lockAs=mods`, `userGroup=mods` need a moderator (docs/api/posts.md, docs/api/comments.md);
 *   nobody but the author edits a post or comment, admins included (`not_author`).
 * - Lists, notifications and profile pictures are personal: admins and moderators have no more rights than
 *   any member (docs/api/lists.md, docs/api/notifications.md); a stranger's notification is `404 notif_not_found`,
 *   as an unknown id (a 403 would tell that it exists).
 * - `DELETE /api/mutes/{muteId}` of someone else's mute is "absent": `200` and nothing removed (docs/api/mutes.md).
 * - `_login` while logged in answers the current user (docs/api/session.md §5); `_signup` while logged in is refused.
 * - The deleted account's cookies are a visitor's: public routes answer, the rest `401 not_logged_in`.
 */
export type Cell = `${number}` | `${number} ${string}`;
export type Row = Record<Caller, Cell>;

const NOT_LOGGED_IN: Cell = '401 not_logged_in';
const anonymous = (c: Caller) => c === 'visitor' || c === 'deleted';

function row(answer: (c: Caller) => Cell): Row {
  return {
    visitor: answer('visitor'),
    member: answer('member'),
    banned: answer('banned'),
    muted: answer('muted'),
    mod: answer('mod'),
    otherMod: answer('otherMod'),
    admin: answer('admin'),
    deleted: answer('deleted'),
    owner: answer('owner'),
  };
}

/** The same answer for everyone (public routes). */
const everyone = (cell: Cell): Row => row(() => cell);
/** Logged-in callers get `cell` (with exceptions); visitors and the deleted account `401 not_logged_in`. */
const loggedIn = (cell: Cell, except: Partial<Row> = {}): Row => row((c) => (anonymous(c) ? NOT_LOGGED_IN : (except[c] ?? cell)));
/** Site administration: admins only, everyone else logged in `403 not_admin`. */
const adminOnly = (cell: Cell): Row => row((c) => (anonymous(c) ? NOT_LOGGED_IN : c === 'admin' ? cell : '403 not_admin'));
/** Personal objects: the owner only; every other logged-in caller (admins and moderators included) gets `refused`. */
const ownerOnly = (cell: Cell, refused: Cell): Row => row((c) => (anonymous(c) ? NOT_LOGGED_IN : c === 'owner' ? cell : refused));
/** Community moderation: this community's moderators and site admins; another community's moderator is refused. */
const modOrAdmin = (cell: Cell, refused: Cell): Row => row((c) => (anonymous(c) ? NOT_LOGGED_IN : c === 'mod' || c === 'admin' ? cell : refused));

/** `METHOD /api/path` exactly as route-inventory lists it → the answer per caller. */
export const ACCESS_MATRIX: Record<string, Row> = {
  'DELETE /api/communities/:communityId/banned': modOrAdmin('200', '403 not_admin_nor_mod'),
  'DELETE /api/communities/:communityId/banner_image': modOrAdmin('200', '403 not_admin_nor_mod'),
  'DELETE /api/communities/:communityId/mods/:username': modOrAdmin('200', '403 not-mod-not-admin'),
  'DELETE /api/communities/:communityId/pro_pic': modOrAdmin('200', '403 not_admin_nor_mod'),
  'DELETE /api/communities/:communityId/reports/:reportId': modOrAdmin('200', '403 not_admin_nor_mod'),
  'DELETE /api/communities/:communityId/rules/:ruleId': modOrAdmin('200', '403 not_mod'),
  'DELETE /api/community_requests/:requestId': adminOnly('200'),
  'DELETE /api/hidden_posts/:postId': loggedIn('200'),
  'DELETE /api/ipblocks': adminOnly('200'),
  'DELETE /api/ipblocks/:blockId': adminOnly('200'),
  'DELETE /api/lists/:listId': ownerOnly('200', '403 not-list-owner'),
  'DELETE /api/lists/:listId/items': ownerOnly('200', '403 not-list-owner'),
  'DELETE /api/lists/:listId/items/:itemId': ownerOnly('200', '403 not-your-list'),
  'DELETE /api/mutes': loggedIn('200'),
  // Another's mute id is "absent" for the caller: 200 and nothing removed (docs/api/mutes.md).
  'DELETE /api/mutes/:muteId': loggedIn('200'),
  'DELETE /api/mutes/communities/:communityId': loggedIn('200'),
  'DELETE /api/mutes/users/:userId': loggedIn('200'),
  'DELETE /api/notifications/:notificationId': ownerOnly('200', '404 notif_not_found'),
  'DELETE /api/posts/:postId/comments/:commentId': loggedIn('403 not_author', { mod: '200', admin: '200', owner: '200' }),
  'DELETE /api/posts/:publicId': loggedIn('403 not_author', { mod: '200', admin: '200', owner: '200' }),
  'DELETE /api/users/:username': loggedIn('403 not_admin', { admin: '200', owner: '403 wrong_password' }),
  'DELETE /api/users/:username/badges/:badgeId': adminOnly('200'),
  'DELETE /api/users/:username/lists/:listName': ownerOnly('200', '403 not-list-owner'),
  'DELETE /api/users/:username/lists/:listName/items': ownerOnly('200', '403 not-list-owner'),
  'DELETE /api/users/:username/pro_pic': ownerOnly('200', '403 not_owner'),
  'GET /api/_initial': everyone('200'),
  'GET /healthz': everyone('200'),
  'GET /readyz': everyone('200'),
  // Without METRICS_TOKEN (as here) metrics are not served at all; with it, only a bearer of the token (operations.int-spec).
  'GET /metrics': everyone('404'),
  'GET /api/docs': everyone('200'),
  'GET /api/docs.json': everyone('200'),
  'GET /api/_link_info': loggedIn('400 invalid-url'),
  'GET /api/_user': loggedIn('200'),
  'GET /api/_two_factor': loggedIn('200'),
  'GET /api/_username_check': everyone('200'),
  'GET /api/_sessions': loggedIn('200'),
  'POST /api/_sessions/end-others': loggedIn('200'),
  // A handle of another account's session is "none of yours": 404, as an ended one (docs/api/account-security.md).
  'DELETE /api/_sessions/:sessionId': ownerOnly('200', '404 session_not_found'),
  // Email routes answer 404 email_disabled while SMTP_URL is unset, as here (password-reset-email.int-spec has them on).
  'POST /api/_password_reset': everyone('404 email_disabled'),
  'POST /api/_password_reset/confirm': everyone('404 email_disabled'),
  'POST /api/_email_change': loggedIn('404 email_disabled'),
  'POST /api/_email_change/confirm': everyone('404 email_disabled'),
  'GET /api/analytics/bss': adminOnly('200'),
  'GET /api/comments': adminOnly('200'),
  'GET /api/comments/:commentId': everyone('200'),
  'GET /api/communities': everyone('200'),
  'GET /api/communities/:communityId': everyone('200'),
  'GET /api/communities/:communityId/banned': modOrAdmin('200', '403 not_admin_nor_mod'),
  'GET /api/communities/:communityId/mods': everyone('200'),
  'GET /api/communities/:communityId/reports': modOrAdmin('200', '403 not_admin_nor_mod'),
  'GET /api/communities/:communityId/rules': everyone('200'),
  'GET /api/communities/:communityId/rules/:ruleId': everyone('200'),
  'GET /api/community_requests': adminOnly('200'),
  'GET /api/ipblocks': adminOnly('200'),
  'GET /api/ipblocks/:blockId': adminOnly('200'),
  'GET /api/lists/:listId': everyone('200'),
  'GET /api/lists/:listId/items': everyone('200'),
  'GET /api/lists/_saved_to': loggedIn('200'),
  'GET /api/mutes': loggedIn('200'),
  'GET /api/notifications': loggedIn('200'),
  'GET /api/notifications/:notificationId': ownerOnly('200', '404 notif_not_found'),
  'GET /api/posts': everyone('200'),
  'GET /api/posts/:postId/comments': everyone('200'),
  'GET /api/posts/:publicId': everyone('200'),
  // Edit history and the moderation log are public for live content (docs/api-notes.md "Edit history", docs/moderation-log.md).
  'GET /api/posts/:publicId/versions': everyone('200'),
  'GET /api/comments/:commentId/versions': everyone('200'),
  'GET /api/communities/:communityId/modlog': everyone('200'),
  'GET /api/modlog': everyone('200'),
  // Undoing a moderators' removal: this community's moderators and admins (docs/moderation-log.md "Restore").
  'POST /api/posts/:publicId/restore': modOrAdmin('200', '403 not-mod-not-admin'),
  'POST /api/posts/:postId/comments/:commentId/restore': modOrAdmin('200', '403 not-mod-not-admin'),
  'GET /api/site_pages/:name': everyone('200'),
  'GET /api/search': everyone('200'),
  'GET /api/search/suggestions': everyone('200'),
  'GET /api/site_settings': adminOnly('200'),
  'GET /api/users': adminOnly('200'),
  'GET /api/users/:username': everyone('200'),
  'GET /api/users/:username/feed': everyone('200'),
  'GET /api/users/:username/lists': everyone('200'),
  'GET /api/users/:username/lists/:listName': everyone('200'),
  'GET /api/users/:username/lists/:listName/items': everyone('200'),
  'POST /api/_admin': adminOnly('200'),
  'POST /api/_commentVote': loggedIn('200', { banned: '403 banned-from-community' }),
  'POST /api/_joinCommunity': loggedIn('200'),
  'POST /api/_login': {
    visitor: '401 wrong-password',
    member: '200',
    banned: '200',
    muted: '200',
    mod: '200',
    otherMod: '200',
    admin: '200',
    deleted: '401 wrong-password',
    owner: '200',
  },
  'POST /api/_postVote': loggedIn('200', { banned: '403 banned-from-community' }),
  'POST /api/_report': loggedIn('200', { banned: '403 banned-from-community' }),
  'POST /api/_settings': loggedIn('200'),
  // Two-factor set-up and removal re-authenticate first: the probes send a wrong password (docs/security.md).
  'POST /api/_two_factor/setup': loggedIn('403 wrong_password'),
  'POST /api/_two_factor/enable': loggedIn('409 two_factor_setup_missing'),
  'POST /api/_two_factor/disable': loggedIn('403 wrong_password'),
  'POST /api/_signup': {
    visitor: '201',
    member: '400 already_logged_in',
    banned: '400 already_logged_in',
    muted: '400 already_logged_in',
    mod: '400 already_logged_in',
    otherMod: '400 already_logged_in',
    admin: '400 already_logged_in',
    deleted: '201',
    owner: '400 already_logged_in',
  },
  'POST /api/_uploads': loggedIn('200'),
  'POST /api/analytics': everyone('200'),
  'POST /api/communities': adminOnly('200'),
  'POST /api/communities/:communityId/banned': modOrAdmin('200', '403 not_admin_nor_mod'),
  'POST /api/communities/:communityId/banner_image': modOrAdmin('200', '403 not_admin_nor_mod'),
  'POST /api/communities/:communityId/mods': modOrAdmin('200', '403 not-mod-not-admin'),
  'POST /api/communities/:communityId/pro_pic': modOrAdmin('200', '403 not_admin_nor_mod'),
  'POST /api/communities/:communityId/rules': modOrAdmin('200', '403 not_mod'),
  'POST /api/community_requests': loggedIn('200'),
  'POST /api/hidden_posts': loggedIn('200'),
  'POST /api/ipblocks': adminOnly('200'),
  'POST /api/lists/:listId/items': ownerOnly('200', '403 not-list-owner'),
  'POST /api/mutes': loggedIn('200'),
  'POST /api/notifications': loggedIn('200'),
  'POST /api/posts': loggedIn('200', { banned: '403 banned-from-community' }),
  'POST /api/posts/:postId/comments': loggedIn('200', { banned: '403 banned-from-community' }),
  'POST /api/push_subscriptions': loggedIn('200'),
  'POST /api/users/:username/badges': adminOnly('200'),
  'POST /api/users/:username/lists': ownerOnly('200', '403 not-your-list'),
  'POST /api/users/:username/lists/:listName/items': ownerOnly('200', '403 not-list-owner'),
  'POST /api/users/:username/pro_pic': ownerOnly('200', '403 not_owner'),
  'PUT /api/communities/:communityId': modOrAdmin('200', '403 not_mod'),
  'PUT /api/communities/:communityId/rules/:ruleId': modOrAdmin('200', '403 not_mod'),
  // The uploader, or any admin; everyone else `403 permission_denied` (docs/api/posts.md, "PUT /api/images/{imageId}").
  'PUT /api/images/:imageId': loggedIn('403 permission_denied', { admin: '200', owner: '200' }),
  'PUT /api/lists/:listId': ownerOnly('200', '403 not-list-owner'),
  'PUT /api/notifications/:notificationId': ownerOnly('200', '404 notif_not_found'),
  'PUT /api/posts/:postId/comments/:commentId': ownerOnly('200', '403 not_author'),
  'PUT /api/posts/:publicId': ownerOnly('200', '403 not_author'),
  'PUT /api/site_settings': adminOnly('200'),
  'PUT /api/users/:username/lists/:listName': ownerOnly('200', '403 not-list-owner'),
};

/** Object states that change the answer: deleted (by the author), removed (deleted as mods), locked, capacities. */
export const STATE_MATRIX: Record<string, Row> = {
  'comment on a locked post': loggedIn('403 post-locked'),
  'comment on a deleted post': loggedIn('403 post-deleted'),
  'comment on a removed post': loggedIn('403 post-deleted'),
  'edit a deleted post': ownerOnly('200', '403 not_author'),
  'edit a removed post': ownerOnly('200', '403 not_author'),
  'vote on a removed post': loggedIn('200', { banned: '403 banned-from-community' }),
  'read a removed post': everyone('200'),
  'reply to a deleted comment': loggedIn('400 comment-reply-to-deleted', { banned: '403 banned-from-community' }),
  'edit a comment on a locked post': ownerOnly('403 post-locked', '403 not_author'),
  'lock a post (mods)': loggedIn('403 not_mod', { mod: '200' }),
  'lock a post (admins)': adminOnly('200'),
  'post as mods': loggedIn('403 not_mod', { banned: '403 banned-from-community', mod: '200' }),
  'post in another community': loggedIn('200'),
};
