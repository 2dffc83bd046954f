import { UiMessages } from '@app/contract';
import { SiteFooter } from '../../components/footer/site-footer';
import { SidebarCommunities } from '../../components/sidebar/sidebar-communities';
import { SidebarNav } from '../../components/sidebar/sidebar-nav';
import { useCurrentUser, useInitialState } from '../../lib/use-session';
import '../../components/sidebar/sidebar.css';

/** The wide-screen left column: pages, the user's communities (featured ones for visitors), footer. */
export function AppSidebar() {
  const user = useCurrentUser();
  const communities = useInitialState()?.communities ?? [];
  return (
    <div className="app-sidebar">
      <SidebarNav username={user?.username ?? null} homeFeed={user?.homeFeed ?? null} />
      <SidebarCommunities communities={communities} label={user ? UiMessages.joinedCommunities : UiMessages.featuredCommunities} />
      <SiteFooter />
    </div>
  );
}
