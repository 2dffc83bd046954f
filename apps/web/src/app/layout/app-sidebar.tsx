import { ChromeConstants } from '@app/contract';
import { Suspense } from 'react';
import { useMediaQuery } from '../../lib/use-media-query';
import { lazyNamed } from '../lazy-named';
// The column's and the narrow screens' footer styles are the first page's (see app-bottom-bar.tsx): the server
// renders the footer, and its chunk's stylesheet, added after the first paint, laid out the whole page again.
import '../../components/sidebar/sidebar.css';
import '../../components/footer/site-footer.css';

const loadSidebarContent = () => import('./sidebar-content');
export const SidebarContent = lazyNamed(loadSidebarContent, 'SidebarContent');
const PageFooter = lazyNamed(loadSidebarContent, 'PageFooter');
const WIDE_QUERY = `(min-width: ${ChromeConstants.mobileBreakpointPx}px)`;

/**
 * The wide-screen left column. The column itself is in the first paint (its width is fixed, so the feed
 * never moves); its links arrive in a lazy chunk that starts loading at boot (`prefetch.ts`).
 * Narrow screens have it in the drawer instead and do not render it here.
 */
export function AppSidebar() {
  const isWide = useMediaQuery(WIDE_QUERY);
  return (
    <div className="app-sidebar">
      {isWide && (
        <Suspense fallback={null}>
          <SidebarContent />
        </Suspense>
      )}
    </div>
  );
}

/** The footer below the page on narrow screens (the column carries it on wide ones). */
export function AppPageFooter() {
  const isWide = useMediaQuery(WIDE_QUERY);
  if (isWide) return null;
  return (
    <Suspense fallback={null}>
      <PageFooter />
    </Suspense>
  );
}

export function preloadSidebarContent(): void {
  void loadSidebarContent();
}
