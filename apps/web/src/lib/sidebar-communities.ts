import type { Community } from '@app/contract';

/**
 * The initial state's community list after joining or leaving `community`, kept in the server's
 * order (name, case-insensitive) so the sidebar matches what a reload would show. Null when empty,
 * as `/api/_initial` sends it.
 */
export function withMembership(communities: readonly Community[] | null, community: Community, isMember: boolean): Community[] | null {
  const others = (communities ?? []).filter((c) => c.id !== community.id);
  const next = isMember ? [...others, community].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase())) : others;
  return next.length > 0 ? next : null;
}
