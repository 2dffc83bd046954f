/** Names shared by the server and the web client for sessions and CSRF (docs/api/session.md §1–2). */
export const SESSION_COOKIE_DEFAULT = 'SID';
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_RESPONSE_HEADER = 'Csrf-Token';
export const CSRF_REQUEST_HEADER = 'X-Csrf-Token';
/** Where the web client keeps the token it read from `/api/_initial` (service workers cannot read cookies). */
export const CSRF_STORAGE_KEY = 'csrftoken';
/** How often the web client polls `GET /api/_user` while logged in. */
export const USER_POLL_INTERVAL_MS = 5000;
