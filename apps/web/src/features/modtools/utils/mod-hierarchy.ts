import type { User } from '@app/contract';

interface Viewer {
  username: string;
  isAdmin: boolean;
}

/**
 * Who may remove whom (docs/screens.md §6; docs/api/communities.md, DELETE mods): admins anyone; a
 * moderator only those at or after their own place in the list (themselves included: resigning).
 */
export function canRemoveModerator(mods: readonly Pick<User, 'username'>[], viewer: Viewer, target: string): boolean {
  if (viewer.isAdmin) return true;
  const lower = (name: string) => name.toLowerCase();
  const own = mods.findIndex((mod) => lower(mod.username) === lower(viewer.username));
  const theirs = mods.findIndex((mod) => lower(mod.username) === lower(target));
  return own !== -1 && theirs !== -1 && theirs >= own;
}
