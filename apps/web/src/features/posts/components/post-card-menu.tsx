import { type Post, UiMessages } from '@app/contract';
import { lazy, Suspense } from 'react';
import { MoreIcon } from '../../../components/icons/more-icon';
import { DropdownMenu } from '../../../components/menu/dropdown-menu';
import { MenuButton } from '../../../components/menu/menu-items';

// The mute items load after the page (the home route's first JS is at its budget); the download
// starts when the first card menu renders, so it is there long before anyone opens one.
const loadMuteMenuItem = () => import('../../../lib/mutes/mute-menu-item');
const MuteMenuItem = lazy(async () => ({ default: (await loadMuteMenuItem()).MuteMenuItem }));
let preloaded = false;

/**
 * The card's menu, for logged-in viewers: mute/unmute the community and the author (not oneself),
 * and Hide. The list items of the spec are left out until the API serves lists: an item that can
 * only fail is worse than none.
 */
export function PostCardMenu({ post, onHide }: { post: Pick<Post, 'communityId' | 'communityName' | 'userId' | 'username' | 'userDeleted'>; onHide: () => void }) {
  if (!preloaded) {
    preloaded = true;
    void loadMuteMenuItem();
  }
  return (
    <DropdownMenu trigger={<MoreIcon />} label={UiMessages.postOptions} triggerClassName="button button--ghost button--sm post-card__menu-trigger">
      <Suspense fallback={null}>
        <MuteMenuItem target={{ kind: 'community', id: post.communityId, name: post.communityName }} />
        {!post.userDeleted && <MuteMenuItem target={{ kind: 'user', id: post.userId, name: post.username }} />}
      </Suspense>
      <MenuButton onClick={onHide}>{UiMessages.hidePost}</MenuButton>
    </DropdownMenu>
  );
}
