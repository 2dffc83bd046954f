import { UiMessages } from '@app/contract';
import { MoreIcon } from '../../../components/icons/chrome-icons';
import { DropdownMenu } from '../../../components/menu/dropdown-menu';
import { MenuButton } from '../../../components/menu/menu-items';

/**
 * The card's menu, for logged-in viewers. Mute and the list items of the spec are left out until
 * the API serves /api/mutes and lists: an item that can only fail is worse than none.
 */
export function PostCardMenu({ onHide }: { onHide: () => void }) {
  return (
    <DropdownMenu trigger={<MoreIcon />} label={UiMessages.postOptions} triggerClassName="button button--ghost button--sm post-card__menu-trigger">
      <MenuButton onClick={onHide}>{UiMessages.hidePost}</MenuButton>
    </DropdownMenu>
  );
}
