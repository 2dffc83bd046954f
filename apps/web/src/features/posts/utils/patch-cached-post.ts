import type { Post } from '@app/contract';
import type { AppDispatch, RootState } from '../../../app/store';
import { api } from '../../../lib/api';
import { postsApi } from '../posts.api';

/**
 * Applies `change` to every cached copy of a post (feeds and the post page), found through its
 * tag. Returns the undo of all patches, for optimistic updates.
 */
export function patchCachedPost(dispatch: AppDispatch, getState: () => unknown, postId: string, change: (post: Post) => void) {
  const state = getState() as RootState;
  const undos: (() => void)[] = [];
  for (const entry of api.util.selectInvalidatedBy(state, [{ type: 'Post', id: postId }])) {
    if (entry.endpointName === 'getFeed') {
      const patch = postsApi.util.updateQueryData('getFeed', entry.originalArgs, (draft) => {
        for (const page of draft.pages) for (const post of page.posts ?? []) if (post.id === postId) change(post);
      });
      undos.push(dispatch(patch).undo);
    } else if (entry.endpointName === 'getPost') {
      const patch = postsApi.util.updateQueryData('getPost', entry.originalArgs, (draft) => {
        if (draft.id === postId) change(draft);
      });
      undos.push(dispatch(patch).undo);
    }
  }
  return () => undos.forEach((undo) => undo());
}
