import type { Post } from '@app/contract';

export interface PinOption {
  siteWide: boolean;
  /** True pins, false unpins: the opposite of the post's current flag. */
  pin: boolean;
}

/**
 * The pin toggles a viewer gets on a post (docs/screens.md §6): moderators of the post's
 * community and admins pin in the community; admins alone also pin site-wide. Deleted posts
 * cannot be pinned (docs/api/posts.md), but a pin left on one can still be taken off.
 */
export function pinOptions(post: Pick<Post, 'isPinned' | 'isPinnedSite' | 'deleted'>, viewer: { isMod: boolean; isAdmin: boolean }): PinOption[] {
  const options: PinOption[] = [];
  if (viewer.isMod || viewer.isAdmin) options.push({ siteWide: false, pin: !post.isPinned });
  if (viewer.isAdmin) options.push({ siteWide: true, pin: !post.isPinnedSite });
  return options.filter((option) => !(post.deleted && option.pin));
}

/** Sets the flag a pin call changes: `isPinnedSite` for a site-wide pin, `isPinned` otherwise. */
export function applyPin(post: Pick<Post, 'isPinned' | 'isPinnedSite'>, { siteWide, pin }: PinOption): void {
  if (siteWide) post.isPinnedSite = pin;
  else post.isPinned = pin;
}
