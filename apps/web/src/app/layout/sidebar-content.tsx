import { UiMessages } from '@app/contract';
import { SiteFooter } from '../../components/footer/site-footer';
import { CodeIcon } from '../../components/icons/sidebar-icons';
import { SidebarCommunities } from '../../components/sidebar/sidebar-communities';
import { SidebarNav } from '../../components/sidebar/sidebar-nav';
import { useCurrentUser, useInitialState } from '../../lib/use-session';
import '../../components/sidebar/sidebar.css';

/**
 * What the left sidebar holds: pages, the user's communities (featured ones for visitors), the
 * source-code link and the footer. Shown in the wide screens' column and in the narrow screens' drawer;
 * a lazy chunk in both (`app-sidebar.tsx`), since the feed's first paint does not wait for it.
 */
export function SidebarContent() {
  const user = useCurrentUser();
  const initial = useInitialState();
  const site = initial?.site;
  return (
    <>
      <SidebarNav username={user?.username ?? null} homeFeed={user?.homeFeed ?? null} contactEmail={site?.contactEmail ?? null} />
      <SidebarCommunities communities={initial?.communities ?? []} label={user ? UiMessages.joinedCommunities : UiMessages.featuredCommunities} />
      {site?.sourceCodeUrl && <SidebarSourceLink url={site.sourceCodeUrl} />}
      <SiteFooter links={site ?? null} />
    </>
  );
}

function SidebarSourceLink({ url }: { url: string }) {
  return (
    <div className="sidebar-section">
      <a className="sidebar-link" href={url} target="_blank" rel="noopener noreferrer">
        <CodeIcon />
        <span className="sidebar-link__text">{UiMessages.chromeLinks.sourceCode}</span>
      </a>
    </div>
  );
}

/** The footer under a narrow screen's page, from the same chunk. */
export function PageFooter() {
  const site = useInitialState()?.site;
  return <SiteFooter className="app-shell__footer" links={site ?? null} />;
}
