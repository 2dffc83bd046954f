/** Router state a link into the composer may carry to say it was opened from a post page. */
export interface ComposerEntryState {
  fromPostPage?: boolean;
}

/**
 * After submit (docs/screens.md §4, Composer): back if the composer was opened from the post
 * page, otherwise replace with the post page. The post page's Edit button is the only way into edit
 * mode, so an edit opened by in-app navigation (the location key is not 'default') came from there;
 * a link may also say so explicitly with `{ fromPostPage: true }` state.
 */
export function shouldGoBackAfterSubmit(isEditing: boolean, locationKey: string, state: unknown): boolean {
  if (locationKey === 'default') return false; // opened directly: no in-app page to go back to
  if (typeof state === 'object' && state !== null && (state as ComposerEntryState).fromPostPage === true) return true;
  return isEditing;
}
