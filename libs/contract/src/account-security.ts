/**
 * Active sessions, password reset and email confirmation (ours, docs/api/account-security.md): wire types and the
 * texts only these features use, apart from UiMessages so they load with the settings and reset screens.
 */

/** One signed-in session of the caller's account, as `GET /api/_sessions` lists it. */
export interface ActiveSession {
  /** A handle for `DELETE /api/_sessions/{id}`; not the session id (that never leaves the cookie). */
  id: string;
  /** Read from the user agent at sign-in; null when it told nothing. */
  browser: string | null;
  os: string | null;
  /** `desktop`, `mobile`, `tablet`, `tv`, … or null. */
  device: string | null;
  /** The client address of the sign-in or of the latest activity write (after TRUSTED_PROXIES). */
  ip: string | null;
  createdAt: string;
  /** Written at most every 5 minutes (docs/api/session.md §3). */
  lastSeenAt: string;
  current: boolean;
}

export interface ActiveSessionsList {
  items: ActiveSession[];
}

export interface EndedSessions {
  ended: number;
}

/** `POST /api/_password_reset`: a username or an email address. */
export interface PasswordResetRequest {
  login: string;
}

/** `POST /api/_password_reset/confirm`. */
export interface PasswordResetConfirmRequest {
  token: string;
  password: string;
}

/** `POST /api/_email_change`: the new address (empty: remove it) and the current password. */
export interface EmailChangeRequest {
  email: string;
  password: string;
  /** Required when two-factor sign-in is on: an authenticator code or an unused recovery code (docs/security.md). */
  code?: string;
}

/** `POST /api/_email_change/confirm`. */
export interface EmailChangeConfirmRequest {
  token: string;
}

/** Lifetimes of the links sent by email, in minutes. */
export const EmailTokenLifetimes = {
  passwordResetMinutes: 30,
  emailChangeMinutes: 60,
} as const;

export const AccountSecurityMessages = {
  sessionsTitle: 'Sessions',
  sessionsIntro: 'Browsers and devices signed in to your account.',
  sessionsLoading: 'Loading sessions…',
  sessionsEmpty: 'No other sessions.',
  sessionsFailed: 'Could not load your sessions.',
  retry: 'Try again',
  thisSession: 'This session',
  signOut: 'Sign out',
  signOutOthers: 'Sign out everywhere else',
  signingOut: 'Signing out…',
  signOutFailed: 'Could not sign out that session.',
  endedOthers: (n: number) => (n === 1 ? 'Signed out of 1 other session.' : `Signed out of ${n} other sessions.`),
  unknownBrowser: 'Unknown browser',
  unknownOs: 'unknown system',
  deviceLabel: (browser: string, os: string) => `${browser} on ${os}`,
  signedIn: (when: string) => `Signed in ${when}`,
  lastSeen: (when: string) => `last active ${when}`,
  address: (ip: string) => `from ${ip}`,
  forgotPassword: 'Forgot password?',
  resetTitle: 'Reset your password',
  resetIntro: 'Enter your username or email address. If the account has an email address, we will send a link to it.',
  resetLoginLabel: 'Username or email',
  resetSend: 'Send link',
  resetSending: 'Sending…',
  resetSent: 'If an account with an email address matches, a link is on its way. It works once, for 30 minutes.',
  resetNewPasswordLabel: 'New password',
  resetRepeatLabel: 'Repeat new password',
  resetSave: 'Set password',
  resetDone: 'Your password is set, and every other session of the account has ended. You can log in now.',
  resetMissingToken: 'This link is incomplete. Ask for a new one from the login form.',
  goToLogin: 'Log in',
  emailTitle: 'Email',
  emailCurrent: (email: string) => `Your email address is ${email}.`,
  emailNone: 'Your account has no email address.',
  emailNewLabel: 'New email address',
  emailPasswordLabel: 'Current password',
  emailSubmit: 'Send confirmation link',
  emailSent: (email: string) => `We sent a link to ${email}. The change takes effect when you open it.`,
  emailConfirmed: 'Your email address is changed.',
  emailConfirming: 'Confirming your email address…',
  somethingWrong: 'Something went wrong.',
} as const;
