import { UiMessages } from '@app/contract';
import { DropdownMenu } from '../../../components/menu/dropdown-menu';
import { MenuHeading, MenuSeparator } from '../../../components/menu/menu-items';
import { type FeedLayout, useFeedLayout, useInfiniteScrolling } from '../../../lib/device-preferences';

const LAYOUTS: FeedLayout[] = ['card', 'compact'];

function SlidersIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path d="M4 7h10M18 7h2M4 17h4M12 17h8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <circle cx="16" cy="7" r="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="10" cy="17" r="2" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/**
 * Device preferences of the feed: card or compact layout, infinite scrolling on or off. Radio and
 * checkbox items keep the menu open so the change can be seen behind it.
 */
export function FeedViewMenu() {
  const [layout, setLayout] = useFeedLayout();
  const [isInfinite, setInfinite] = useInfiniteScrolling();
  return (
    <DropdownMenu trigger={<SlidersIcon />} label={UiMessages.feedOptions} triggerClassName="button button--ghost button--sm feed-view-menu__trigger">
      <MenuHeading>{UiMessages.feedLayoutHeading}</MenuHeading>
      {LAYOUTS.map((option) => (
        <button
          key={option}
          type="button"
          role="menuitemradio"
          aria-checked={layout === option}
          tabIndex={-1}
          className="menu__item"
          onClick={() => setLayout(option)}
        >
          <span className="menu__check" aria-hidden="true">
            {layout === option ? '●' : ''}
          </span>
          {UiMessages.feedLayouts[option]}
        </button>
      ))}
      <MenuSeparator />
      <button type="button" role="menuitemcheckbox" aria-checked={isInfinite} tabIndex={-1} className="menu__item" onClick={() => setInfinite(!isInfinite)}>
        <span className="menu__check" aria-hidden="true">
          {isInfinite ? '✓' : ''}
        </span>
        {UiMessages.infiniteScrolling}
      </button>
    </DropdownMenu>
  );
}
