import { AuthMessages, isValidEmail, Limits } from '@app/contract';

export interface SignupFields {
  username: string;
  email: string;
  password: string;
  repeatPassword: string;
}

export type SignupErrors = Partial<Record<keyof SignupFields, string>>;

/** The local part of the username check; whether the name is taken is asked of the server. */
export function validateSignupUsername(username: string): string | null {
  const name = username.trim();
  if (name === '') return AuthMessages.usernameEmpty;
  if (name.length < Limits.signupFormUsernameMin) return AuthMessages.usernameTooShort;
  return null;
}

/**
 * The signup form's own rules (docs/screens.md §5, Signup). They are stricter than the server's (4 vs 3
 * characters, email format), on purpose: the server keeps upstream's looser rules.
 */
export function validateSignup(fields: SignupFields): SignupErrors {
  const errors: SignupErrors = {};
  const usernameError = validateSignupUsername(fields.username);
  if (usernameError) errors.username = usernameError;

  const email = fields.email.trim();
  if (email !== '' && !isValidEmail(email)) errors.email = AuthMessages.invalidEmail;

  const password = fields.password.trim();
  if (password.length < Limits.passwordMin) errors.password = AuthMessages.passwordTooWeak;

  if (fields.repeatPassword.trim() === '') errors.repeatPassword = AuthMessages.repeatPasswordEmpty;
  else if (fields.repeatPassword.trim() !== password) errors.repeatPassword = AuthMessages.passwordsDoNotMatch;

  return errors;
}

export function hasSignupErrors(errors: SignupErrors): boolean {
  return Object.values(errors).some(Boolean);
}
