import { UiMessages } from '@app/contract';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageLoading } from '../../components/screens/page-loading';
import { SectionTabs } from '../../components/tabs/section-tabs';
import { CommunityHeader } from '../../features/communities/components/community-header';
import { CommunitySidebar } from '../../features/communities/components/community-sidebar';
import { useGetCommunityQuery } from '../../lib/community-by-name.api';
import { FeedControls } from '../../features/posts/components/feed-controls';
import { PostFeed } from '../../features/posts/components/post-feed';
import { useFeedSort } from '../../features/posts/hooks/use-feed-sort';
import { isApiError } from '../../lib/api-error';
import { SIDE_COLUMN_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { NotFoundRoute } from './not-found';
import { RouteError } from './route-error';
import '../../components/feed/feed.css';
import './with-sidebar.css';

type Section = 'posts' | 'about';
const SECTIONS = [
  { value: 'posts', label: UiMessages.sectionTabs.posts },
  { value: 'about', label: UiMessages.sectionTabs.about },
] as const;

/** `/{communityName}`: header, feed, and about/rules/moderators beside it (in an About tab when narrow). */
export function CommunityRoute({ name }: { name: string }) {
  const { data: community, error, isLoading } = useGetCommunityQuery(name);
  const [sort] = useFeedSort();
  const navigate = useNavigate();
  const hasSideColumn = useMediaQuery(SIDE_COLUMN_QUERY);
  const [section, setSection] = useState<Section>('posts');
  const tabsId = useId();
  useEffect(() => {
    if (community && community.name !== name) void navigate(`/${community.name}${window.location.search}`, { replace: true });
  }, [community, name, navigate]);

  if (isLoading) return <PageLoading />;
  if (isApiError(error) && error.status === 404) return <NotFoundRoute />;
  if (!community) return <RouteError />;
  const posts = (
    <>
      <div className="feed-toolbar">
        <span />
        <FeedControls />
      </div>
      <PostFeed args={{ sort, feed: 'all', communityId: community.id }} />
    </>
  );
  if (hasSideColumn) {
    return (
      <div className="with-sidebar">
        <div className="with-sidebar__main">
          <CommunityHeader community={community} />
          {posts}
        </div>
        <CommunitySidebar community={community} />
      </div>
    );
  }
  return (
    <div>
      <CommunityHeader community={community} />
      <SectionTabs tabs={SECTIONS} value={section} onChange={setSection} label={UiMessages.pageSections} idPrefix={tabsId} />
      <div role="tabpanel" id={`${tabsId}-panel-${section}`} aria-labelledby={`${tabsId}-tab-${section}`}>
        {section === 'posts' ? posts : <CommunitySidebar community={community} />}
      </div>
    </div>
  );
}
