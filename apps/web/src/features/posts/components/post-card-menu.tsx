import { UiMessages } from '@app/contract';
import { DropdownMenu } from '../../../components/menu/dropdown-menu';
import { MenuButton } from '../../../components/menu/menu-items';

function DotsIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <circle cx="5" cy="12" r="2" fill="currentColor" />
      <circle cx="12" cy="12" r="2" fill="currentColor" />
      <circle cx="19" cy="12" r="2" fill="currentColor" />
    </svg>
  );
}

/**
 * The card's menu, for logged-in viewers. Mute and the list items of the spec are left out until
 * the API serves /api/mutes and lists: an item that can only fail is worse than none.
 */
export function PostCardMenu({ onHide }: { onHide: () => void }) {
  return (
    <DropdownMenu trigger={<DotsIcon />} label={UiMessages.postOptions} triggerClassName="button button--ghost button--sm post-card__menu-trigger">
      <MenuButton onClick={onHide}>{UiMessages.hidePost}</MenuButton>
    </DropdownMenu>
  );
}
