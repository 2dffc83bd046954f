import { Errors, Limits, UiMessages } from '@app/contract';
import { failedCallMessage, isApiError } from '../../../lib/api-error';
import { SettingsTexts } from '../settings-texts';

export interface PasswordChange {
  password: string;
  newPassword: string;
  repeatPassword: string;
}

/** Checked before sending (docs/screens.md §5: match and at least 8); null when the change may be sent. */
export function passwordChangeError(change: PasswordChange): string | null {
  if (change.newPassword !== change.repeatPassword) return SettingsTexts.passwordsDoNotMatch;
  if (change.newPassword.length < Limits.passwordMin) return SettingsTexts.passwordTooShort;
  return null;
}

/** The server's refusal as the dialog says it (docs/api/constants.md §8). */
export function passwordChangeFailure(failure: unknown): string {
  if (isApiError(failure)) {
    if (failure.code === Errors.WRONG_PASSWORD.code) return SettingsTexts.wrongPreviousPassword;
    if (failure.code === Errors.PASSWORD_NOT_MATCH.code) return SettingsTexts.passwordsDoNotMatch;
    // 'Password too short.' or 'Password too long.': the server's texts are the ones the dialog wants (docs/api/constants.md §8).
    if (failure.code === Errors.PASSWORD_TOO_SHORT.code) return failure.message;
  }
  return failedCallMessage(failure);
}

/** Deletion needs the password and YES typed exactly (docs/screens.md §5). */
export function canDeleteAccount(password: string, typed: string): boolean {
  return password !== '' && typed === SettingsTexts.confirmWord;
}

export function accountDeletionFailure(failure: unknown): string {
  if (isApiError(failure) && failure.code === Errors.DELETE_WRONG_PASSWORD.code) return SettingsTexts.invalidPassword;
  return failedCallMessage(failure);
}

/** Picture upload failures (docs/api/constants.md §8): 400 file_size_exceeded / unsupported image, else the general texts. */
export function pictureFailure(failure: unknown): string {
  const code = isApiError(failure) ? failure.code : undefined;
  if (code === 'file_size_exceeded') return UiMessages.fileTooLarge;
  if (code === 'unsupported_image' || code === 'unsupported-image-format') return UiMessages.unsupportedImage;
  return failedCallMessage(failure);
}
