/**
 * Ours: two-factor sign-in with TOTP (RFC 6238), docs/api/session.md "Two-factor sign-in". Routes:
 * `GET /api/_two_factor`, `POST /api/_two_factor/setup`, `POST /api/_two_factor/enable`, `POST /api/_two_factor/disable`.
 * The login route takes the code in the same call (`LoginRequest.totpCode` / `recoveryCode`).
 */
export interface TwoFactorStatus {
  enabled: boolean;
  /** RFC 3339, null when off. */
  enabledAt: string | null;
  /** Unused recovery codes left (0 when off). */
  recoveryCodesLeft: number;
  /** The site requires two-factor sign-in of this account (it is an admin or a moderator and the site setting is on). */
  requiredForAccount: boolean;
}

/** Re-authentication (docs/security.md, "Re-authentication"): the password, and a code when two-factor is on. */
export interface ReauthRequest {
  password: string;
  /** A 6-digit authenticator code or an unused recovery code; required when two-factor sign-in is on. */
  code?: string;
}

/** `POST /api/_two_factor/setup` answer: shown once; the secret is kept sealed on the server until confirmed. */
export interface TwoFactorSetup {
  /** Base32, for typing into an authenticator by hand. */
  secret: string;
  /** `otpauth://totp/...`, drawn as a QR code by the client. */
  otpauthUri: string;
}

export interface EnableTwoFactorRequest {
  /** The current code of the authenticator set up from `TwoFactorSetup`. */
  code: string;
}

/** `POST /api/_two_factor/enable` answer: the recovery codes in clear, shown once and never again. */
export interface TwoFactorEnabled {
  recoveryCodes: string[];
}

export const TWO_FACTOR = {
  digits: 6,
  periodSeconds: 30,
  recoveryCodeCount: 10,
  /** A started set-up waits this long for its confirming code. */
  setupValidSeconds: 15 * 60,
  issuer: 'Quorum',
} as const;

/** Texts of the settings section and the login form's second step (loaded with those, not with every page). */
export const TwoFactorMessages = {
  sectionTitle: 'Two-factor authentication',
  statusOn: 'Two-factor sign-in is on.',
  statusOff: 'Two-factor sign-in is off. Turn it on so a stolen password alone cannot open your account.',
  requiredNotice: 'This site requires moderators and admins to use two-factor sign-in. Turn it on to keep moderating.',
  recoveryLeft: (n: number) => `${n} unused recovery code${n === 1 ? '' : 's'} left.`,
  enable: 'Turn on two-factor sign-in',
  disable: 'Turn off two-factor sign-in',
  continue: 'Continue',
  cancel: 'Cancel',
  done: 'Done',
  confirm: 'Confirm',
  passwordLabel: 'Current password',
  codeLabel: 'Authenticator code',
  codeOrRecoveryLabel: 'Authenticator code or recovery code',
  scanQr: 'Scan this QR code with your authenticator app, or type the key below into it. Then enter the 6-digit code it shows.',
  qrAlt: 'QR code for your authenticator app',
  manualKey: 'Key',
  recoveryTitle: 'Save your recovery codes',
  recoveryBody: 'Each code signs you in once if you lose your authenticator. Keep them somewhere safe: they are shown only now.',
  copyCodes: 'Copy codes',
  copied: 'Copied.',
  enabledNotice: 'Two-factor sign-in is on.',
  disabledNotice: 'Two-factor sign-in is off.',
  disableBody: 'Enter your password and a code from your authenticator (or a recovery code).',
  loginStepTitle: 'Two-factor sign-in',
  loginStepBody: 'Enter the 6-digit code from your authenticator app.',
  loginRecoveryBody: 'Enter one of your recovery codes. Each one works once.',
  useRecovery: 'Use a recovery code',
  useAuthenticator: 'Use the authenticator code',
  recoveryLabel: 'Recovery code',
  back: 'Back',
  verify: 'Verify',
  codeEmpty: 'Enter the code.',
  loadFailed: 'Could not load the two-factor settings.',
  retry: 'Retry',
  goToSettings: 'Set up two-factor sign-in',
} as const;

/** The path of the settings page's two-factor section, where staff refused with `two_factor_setup_required` are sent. */
export const TWO_FACTOR_SETTINGS_PATH = '/settings#two-factor';
