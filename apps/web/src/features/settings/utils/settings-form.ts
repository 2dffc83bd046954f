import { AuthMessages, type HomeFeed, isValidEmail, Limits, type UpdateProfileRequest, type User } from '@app/contract';

/** What the Save button sends: the account's fields of the settings page (docs/api/users.md `updateProfile`). */
export interface SettingsForm {
  email: string;
  aboutMe: string;
  homeFeed: HomeFeed;
  rememberFeedSort: boolean;
  embedsOff: boolean;
  hideUserProfilePictures: boolean;
  requireAltText: boolean;
  upvoteNotificationsOff: boolean;
  replyNotificationsOff: boolean;
}

const FIELDS = [
  'email',
  'aboutMe',
  'homeFeed',
  'rememberFeedSort',
  'embedsOff',
  'hideUserProfilePictures',
  'requireAltText',
  'upvoteNotificationsOff',
  'replyNotificationsOff',
] as const;

export function formFromUser(user: User): SettingsForm {
  return {
    email: user.email ?? '',
    aboutMe: user.aboutMe ?? '',
    homeFeed: user.homeFeed,
    rememberFeedSort: user.rememberFeedSort,
    embedsOff: user.embedsOff,
    hideUserProfilePictures: user.hideUserProfilePictures,
    requireAltText: user.requireAltText,
    upvoteNotificationsOff: user.upvoteNotificationsOff,
    replyNotificationsOff: user.replyNotificationsOff,
  };
}

/** Only what changed since the last save; an empty object means Save stays disabled (docs/screens.md §4, Settings). */
export function changedFields(saved: SettingsForm, current: SettingsForm): UpdateProfileRequest {
  const changes: Record<string, unknown> = {};
  for (const field of FIELDS) {
    if (saved[field] !== current[field]) changes[field] = field === 'email' ? current.email.trim() : current[field];
  }
  return changes as UpdateProfileRequest;
}

export function isDirty(saved: SettingsForm, current: SettingsForm): boolean {
  return Object.keys(changedFields(saved, current)).length > 0;
}

/** The email, if non-empty, must be valid (docs/screens.md §5); null when the form may be sent. */
export function emailError(email: string): string | null {
  const trimmed = email.trim();
  if (trimmed === '') return null;
  return isValidEmail(trimmed) ? null : AuthMessages.invalidEmail;
}

/** Counters show used / max and truncate at max (docs/screens.md §5), counting code points as the server does. */
export function capAboutMe(text: string): string {
  const points = [...text];
  return points.length <= Limits.aboutMeMax ? text : points.slice(0, Limits.aboutMeMax).join('');
}

export function aboutMeLength(text: string): number {
  return [...text].length;
}
