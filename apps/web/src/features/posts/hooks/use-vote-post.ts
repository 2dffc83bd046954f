import { useVoteAction } from '../../../components/vote/use-vote-action';
import { postsApi } from '../posts.api';

/** Vote handler for a post (components/vote/use-vote-action.ts). */
export function useVotePost(postId: string) {
  return useVoteAction((dispatch, up) => dispatch(postsApi.endpoints.votePost.initiate({ postId, up })));
}
