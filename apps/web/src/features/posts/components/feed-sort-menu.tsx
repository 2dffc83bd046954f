import { FEED_SORTS, type FeedSort, UiMessages } from '@app/contract';
import { useSearchParams } from 'react-router';
import { DropdownMenu } from '../../../components/menu/dropdown-menu';
import { MenuButton } from '../../../components/menu/menu-items';

const DEFAULT_SORT: FeedSort = 'hot';

/** The feed sort kept in `?sort=`; hot when missing or unknown. */
export function useFeedSort(): [FeedSort, (sort: FeedSort) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('sort');
  const sort = (FEED_SORTS as readonly string[]).includes(value ?? '') ? (value as FeedSort) : DEFAULT_SORT;
  const setSort = (next: FeedSort) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('sort', next);
      return updated;
    });
  return [sort, setSort];
}

export function FeedSortMenu() {
  const [sort, setSort] = useFeedSort();
  return (
    <DropdownMenu
      trigger={<>{UiMessages.feedSorts[sort]} ▾</>}
      label={`${UiMessages.sortLabel}: ${UiMessages.feedSorts[sort]}`}
      triggerClassName="button button--secondary button--sm"
    >
      {FEED_SORTS.map((option) => (
        <MenuButton key={option} onClick={() => setSort(option)}>
          {UiMessages.feedSorts[option]}
        </MenuButton>
      ))}
    </DropdownMenu>
  );
}
