/**
 * Texts and timings of the installed-app chrome (the install banner, turn-on-notifications and
 * update-available modals). Apart from UiMessages so the web client loads them only with its lazy PWA
 * chunk, never in the first page's JavaScript.
 */
export const PwaMessages = {
  installTitle: 'Install Quorum',
  installBody: 'Add Quorum to your home screen: it opens like an app and tells you about replies.',
  installAction: 'Install',
  installDismiss: 'Dismiss install banner',
  pushTitle: 'Turn on notifications',
  pushBody: 'Get a notification when someone replies to your posts and comments, even when Quorum is closed.',
  pushAccept: 'Turn on',
  pushDismiss: 'Not now',
  /** docs/api/constants.md, "Push / refused". */
  pushUnsupported: "It looks like your browser doesn't support push notifications.",
  updateTitle: 'Update available',
  updateBody: 'A new version of Quorum is ready. Update to start using it; the page reloads.',
  updateAccept: 'Update',
  updateDismiss: 'Later',
} as const;

const MINUTE = 60_000;

/** docs/api/constants.md §9: "Notification permission re-ask", "Update check". */
export const PwaConstants = {
  /** A dismissed turn-on-notifications modal comes back at most this often. */
  pushReaskMs: 30 * 24 * 60 * MINUTE,
  /** The client asks the server for a new service worker this often (and whenever the tab becomes visible). */
  updateCheckMs: 2 * MINUTE,
  /** How often the client looks whether a waiting update should be offered. */
  updatePromptCheckMs: 10_000,
  /** The update-available modal shows at most once in this long. */
  updatePromptSpacingMs: 20 * MINUTE,
} as const;
