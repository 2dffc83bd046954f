import type { FeedSort } from '@app/contract';
import { useSearchParams } from 'react-router';
import { DEVICE_PREFERENCE_KEYS, useDevicePreference, writeDevicePreference } from '../../../lib/device-preferences';
import { useCurrentUser } from '../../../lib/use-session';
import { resolveFeedSort, SORT_PARAM, searchParamsWithSort } from '../utils/feed-sort';

/**
 * The feed sort: in `?sort=`, or on this device for users with rememberFeedSort (docs/screens.md §2,
 * Home feed). Hot when neither holds a valid sort.
 */
export function useFeedSort(): [FeedSort, (sort: FeedSort) => void] {
  const isRemembered = useCurrentUser()?.rememberFeedSort ?? false;
  const stored = useDevicePreference(DEVICE_PREFERENCE_KEYS.sort);
  const [params, setParams] = useSearchParams();
  const sort = resolveFeedSort({ param: params.get(SORT_PARAM), stored, isRemembered });
  const setSort = (next: FeedSort) => {
    if (isRemembered) writeDevicePreference(DEVICE_PREFERENCE_KEYS.sort, next);
    if (isRemembered && !params.has(SORT_PARAM)) return;
    setParams((current) => searchParamsWithSort(current, next, isRemembered));
  };
  return [sort, setSort];
}
