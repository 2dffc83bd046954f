import type { Post } from '@app/contract';
import { SaveMenuItem } from '../../../lib/lists/save-menu-item';
import { MuteMenuItem } from '../../../lib/mutes/mute-menu-item';

export type PostCardMenuPost = Pick<Post, 'id' | 'communityId' | 'communityName' | 'userId' | 'username' | 'userDeleted'>;

/** The card menu's items that need more code than the card: mute/unmute the community and the author, Save to list. */
export function PostCardMenuItems({ post }: { post: PostCardMenuPost }) {
  return (
    <>
      <MuteMenuItem target={{ kind: 'community', id: post.communityId, name: post.communityName }} />
      {!post.userDeleted && <MuteMenuItem target={{ kind: 'user', id: post.userId, name: post.username }} />}
      <SaveMenuItem target={{ type: 'post', id: post.id }} />
    </>
  );
}
