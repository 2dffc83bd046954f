import { AuthMessages } from '@app/contract';

/** The client-side checks before POST /api/_login (docs/api/session.md §6.2); null when the form may be sent. */
export function validateLogin(username: string, password: string): string | null {
  const hasUsername = username.trim() !== '';
  const hasPassword = password.trim() !== '';
  if (!hasUsername && !hasPassword) return AuthMessages.loginBothEmpty;
  if (!hasUsername) return AuthMessages.loginUsernameEmpty;
  if (!hasPassword) return AuthMessages.loginPasswordEmpty;
  return null;
}
