/** The session cookie's default name (SESSION_COOKIE_NAME may change it; the document names the default). */
export const SESSION_COOKIE_DEFAULT = 'SID';
