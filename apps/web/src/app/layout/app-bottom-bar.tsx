import { ChromeConstants } from '@app/contract';
import { Suspense } from 'react';
import { useMediaQuery } from '../../lib/use-media-query';
import { useCurrentUser } from '../../lib/use-session';
import { lazyNamed } from '../lazy-named';
// The bar's styles are the first page's, not its chunk's: a stylesheet added after the first paint restyles and
// lays out the whole page again (a long task on the post page at 4× CPU, docs/web.md "Page figures").
import '../../components/count-badge/count-badge.css';
import '../../components/bottom-bar/bottom-bar.css';

const BottomBar = lazyNamed(() => import('../../components/bottom-bar/bottom-bar'), 'BottomBar');
const NARROW_QUERY = `(max-width: ${ChromeConstants.mobileBreakpointPx - 0.02}px)`;

/**
 * The narrow screens' bottom bar. Fixed over the page's end, which keeps its room free (root-layout.css),
 * so it can arrive in its own chunk (started at boot by `prefetch.ts`) without moving anything.
 */
export function AppBottomBar() {
  const user = useCurrentUser();
  const isNarrow = useMediaQuery(NARROW_QUERY);
  if (!isNarrow) return null;
  return (
    <Suspense fallback={null}>
      <BottomBar notificationsCount={user?.notificationsNewCount ?? 0} />
    </Suspense>
  );
}

export function preloadBottomBar(): void {
  void BottomBar.preload();
}
