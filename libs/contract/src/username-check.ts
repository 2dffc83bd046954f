/**
 * `GET /api/_username_check?username={name}`: whether signing up with a name would clash with an
 * account (case-insensitive). Ours: it answers 200 either way, where the upstream client's check
 * (`GET /api/users/{name}`, 404 = free) makes browsers log an error for every free name.
 * Its own module, so the web client loads it with the signup dialog, not with every page.
 */
export interface UsernameCheck {
  username: string;
  taken: boolean;
}

export const USERNAME_CHECK_URL = '/api/_username_check';
