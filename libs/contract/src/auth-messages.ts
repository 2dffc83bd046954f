/**
 * Texts of the login and signup forms, their checks and the login prompt (docs/screens.md, docs/api/constants.md).
 * Apart from UiMessages so that they load with those forms, not with every page's first JavaScript.
 */
export const AuthMessages = {
  usernameEmpty: 'Username cannot be empty.',
  usernameTooShort: 'Username too short.',
  usernameTaken: (name: string) => `${name} is already taken.`,
  passwordTooWeak: 'Password too weak.',
  passwordsDoNotMatch: 'Passwords do not match.',
  repeatPasswordEmpty: 'Please repeat the password.',
  invalidEmail: 'Enter a valid email address.',
  loginBothEmpty: 'Username and password empty.',
  loginUsernameEmpty: 'Username empty.',
  loginPasswordEmpty: 'Password empty.',
  loginWrong: 'Username and password do not match.',
  loginSuspended: (name: string) => `@${name} is suspended.`,
  signupsDisabled: 'We have temporarily disabled creating new accounts. Please check back again later.',
  noEmailWarning: 'Without an email address, there is no way to recover your account if you forget your password.',
  loginToContinue: 'Login to continue',
  signupSubmit: 'Sign up',
  loginSubmit: 'Login',
  loggingIn: 'Logging in…',
  signingUp: 'Signing up…',
  usernameLabel: 'Username',
  passwordLabel: 'Password',
  emailLabel: 'Email (optional)',
  repeatPasswordLabel: 'Repeat password',
  noAccountQuestion: "Don't have an account?",
  haveAccountQuestion: 'Already have an account?',
  loginPromptBody: 'You need an account to do that. Log in or create one, it only takes a moment.',
} as const;
