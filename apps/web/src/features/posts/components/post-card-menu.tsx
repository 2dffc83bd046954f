import { UiMessages } from '@app/contract';
import { lazy, Suspense } from 'react';
import { MoreIcon } from '../../../components/icons/more-icon';
import { DropdownMenu } from '../../../components/menu/dropdown-menu';
import { MenuButton } from '../../../components/menu/menu-items';
import type { PostCardMenuPost } from './post-card-menu-items';

// The mute, save and report items load after the page (the home route's first JS is at its budget); the
// download starts when the first card menu renders, so it is there long before anyone opens one.
const loadMenuItems = () => import('./post-card-menu-items');
const PostCardMenuItems = lazy(async () => ({ default: (await loadMenuItems()).PostCardMenuItems }));
let preloaded = false;

/**
 * The card's menu, for logged-in viewers: mute/unmute the community and the author (not oneself),
 * Save to list, Report (not one's own post) and Hide. (Remove from list is on the list page, beside each item.)
 */
export function PostCardMenu({ post, onHide }: { post: PostCardMenuPost; onHide: () => void }) {
  if (!preloaded) {
    preloaded = true;
    void loadMenuItems();
  }
  return (
    <DropdownMenu trigger={<MoreIcon />} label={UiMessages.postOptions} triggerClassName="button button--ghost button--sm post-card__menu-trigger">
      <Suspense fallback={null}>
        <PostCardMenuItems post={post} />
      </Suspense>
      <MenuButton onClick={onHide}>{UiMessages.hidePost}</MenuButton>
    </DropdownMenu>
  );
}
