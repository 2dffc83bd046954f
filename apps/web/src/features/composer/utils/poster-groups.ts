import type { UserGroup } from '@app/contract';

/**
 * The 'speaking officially' choices of a new post (docs/screens.md §2, New/Edit post; §6):
 * yourself always, the moderators of the chosen community, the admins for site admins.
 */
export function posterGroups(viewer: { isAdmin: boolean } | null, community: { userMod?: boolean | null } | null | undefined): UserGroup[] {
  const groups: UserGroup[] = ['normal'];
  if (community?.userMod) groups.push('mods');
  if (viewer?.isAdmin) groups.push('admins');
  return groups;
}
