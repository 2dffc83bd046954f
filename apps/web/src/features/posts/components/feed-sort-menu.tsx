import { FEED_SORTS, type FeedSort, UiMessages } from '@app/contract';
import { DropdownMenu } from '../../../components/menu/dropdown-menu';
import { MenuButton } from '../../../components/menu/menu-items';

interface FeedSortMenuProps {
  sort: FeedSort;
  onChange: (sort: FeedSort) => void;
}

/** The eight feed sorts; the trigger names the current one, so the menu closes on a pick. */
export function FeedSortMenu({ sort, onChange }: FeedSortMenuProps) {
  return (
    <DropdownMenu
      trigger={<>{UiMessages.feedSorts[sort]} ▾</>}
      label={`${UiMessages.sortLabel}: ${UiMessages.feedSorts[sort]}`}
      triggerClassName="button button--secondary button--sm"
    >
      {FEED_SORTS.map((option) => (
        <MenuButton key={option} onClick={() => onChange(option)}>
          <span className="menu__check" aria-hidden="true">
            {option === sort ? '✓' : ''}
          </span>
          {UiMessages.feedSorts[option]}
        </MenuButton>
      ))}
    </DropdownMenu>
  );
}
