import { type Post, UiMessages } from '@app/contract';
import { MoreIcon } from '../../../components/icons/chrome-icons';
import { DropdownMenu } from '../../../components/menu/dropdown-menu';
import { MenuButton } from '../../../components/menu/menu-items';
import { MuteMenuItem } from '../../../lib/mutes/mute-menu-item';

/**
 * The card's menu, for logged-in viewers: mute/unmute the community and the author (not oneself),
 * and Hide. The list items of the spec are left out until the API serves lists: an item that can
 * only fail is worse than none.
 */
export function PostCardMenu({ post, onHide }: { post: Pick<Post, 'communityId' | 'communityName' | 'userId' | 'username' | 'userDeleted'>; onHide: () => void }) {
  return (
    <DropdownMenu trigger={<MoreIcon />} label={UiMessages.postOptions} triggerClassName="button button--ghost button--sm post-card__menu-trigger">
      <MuteMenuItem target={{ kind: 'community', id: post.communityId, name: post.communityName }} />
      {!post.userDeleted && <MuteMenuItem target={{ kind: 'user', id: post.userId, name: post.username }} />}
      <MenuButton onClick={onHide}>{UiMessages.hidePost}</MenuButton>
    </DropdownMenu>
  );
}
