import type { FeedPage, MutesSet, Post } from '@app/contract';
import type { MuteTarget } from './mute-state';
import { isMuted } from './mute-state';

// Cache updates for the mute calls; apart from mute-state.ts so the first page loads none of it.

/** The feed arguments the rules below need (the posts API's FeedArgs). */
export interface FeedScope {
  feed: 'all' | 'home';
  communityId?: string;
}

/**
 * Adds a stand-in mute for an optimistic update; the server's answer (the whole set) replaces it.
 * Mutates the draft in place (Immer), a no-op when the target is already muted.
 */
export function addMute(set: MutesSet, target: MuteTarget, now = new Date()): void {
  if (isMuted(set, target)) return;
  const base = { id: `pending_${target.kind}_${target.id}`, createdAt: now.toISOString() };
  if (target.kind === 'user') set.userMutes.push({ ...base, type: 'user', mutedUserId: target.id });
  else set.communityMutes.push({ ...base, type: 'community', mutedCommunityId: target.id });
}

export function removeMute(set: MutesSet, target: Pick<MuteTarget, 'kind' | 'id'>): void {
  if (target.kind === 'user') set.userMutes = set.userMutes.filter((mute) => mute.mutedUserId !== target.id);
  else set.communityMutes = set.communityMutes.filter((mute) => mute.mutedCommunityId !== target.id);
}

/**
 * Whether the server leaves the target's posts out of this feed (docs/api/mutes.md "Effects of muting"):
 * a muted user leaves `all`, `home` and community feeds; a muted community leaves `all` only.
 */
export function feedExcludes(scope: FeedScope, kind: MuteTarget['kind']): boolean {
  if (kind === 'user') return true;
  return scope.feed === 'all' && !scope.communityId;
}

/** Pinned posts at the top of a feed stay even when muted (docs/api/mutes.md); the pin that counts depends on the feed. */
function isPinnedHere(post: Post, scope: FeedScope): boolean {
  return scope.communityId ? post.isPinned : post.isPinnedSite;
}

function isTargetOf(post: Post, target: Pick<MuteTarget, 'kind' | 'id'>): boolean {
  return target.kind === 'user' ? post.userId === target.id : post.communityId === target.id;
}

/** Drops the target's posts from a cached feed (an Immer draft) as the server would on the next load. */
export function dropMutedPosts(pages: FeedPage[], scope: FeedScope, target: Pick<MuteTarget, 'kind' | 'id'>): void {
  if (!feedExcludes(scope, target.kind)) return;
  for (const page of pages) {
    if (page.posts) page.posts = page.posts.filter((post) => !isTargetOf(post, target) || isPinnedHere(post, scope));
  }
}
