import type { AdminActionRequest, User } from '@app/contract';

/** Step 2 of the ban flow (docs/screens.md §4): the typed name must match, letter case aside. */
export function usernamesMatch(typed: string, username: string): boolean {
  return typed.trim().toLowerCase() === username.toLowerCase();
}

/**
 * The `POST /api/_admin` body (docs/api/users.md): content deletion is `deleteContentDays: 0`, all time; without
 * it the field is left out, as the upstream client does.
 */
export function banRequestBody(username: string, ban: boolean, deleteContent: boolean): AdminActionRequest {
  if (!ban) return { action: 'unban_user', username };
  return deleteContent ? { action: 'ban_user', username, deleteContentDays: 0 } : { action: 'ban_user', username };
}

/**
 * Who an admin may ban or unban from a profile: not themself, not another admin (the server refuses
 * with `no_ban_admin`), not a deleted account.
 */
export function canBan(viewer: Pick<User, 'id' | 'isAdmin'> | null, user: Pick<User, 'id' | 'isAdmin' | 'deleted'>): boolean {
  return Boolean(viewer?.isAdmin) && viewer?.id !== user.id && !user.isAdmin && !user.deleted;
}
