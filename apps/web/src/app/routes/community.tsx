import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageLoading } from '../../components/screens/page-loading';
import { CommunityHeader } from '../../features/communities/components/community-header';
import { CommunitySidebar } from '../../features/communities/components/community-sidebar';
import { useGetCommunityQuery } from '../../features/communities/communities.api';
import { FeedControls } from '../../features/posts/components/feed-controls';
import { PostFeed } from '../../features/posts/components/post-feed';
import { useFeedSort } from '../../features/posts/hooks/use-feed-sort';
import { isApiError } from '../../lib/api-error';
import { NotFoundRoute } from './not-found';
import { RouteError } from './route-error';
import '../../components/feed/feed.css';
import './with-sidebar.css';

/** `/{communityName}`: header, feed and the rules and moderators sidebar. */
export function CommunityRoute({ name }: { name: string }) {
  const { data: community, error, isLoading } = useGetCommunityQuery(name);
  const [sort] = useFeedSort();
  const navigate = useNavigate();
  useEffect(() => {
    if (community && community.name !== name) void navigate(`/${community.name}${window.location.search}`, { replace: true });
  }, [community, name, navigate]);

  if (isLoading) return <PageLoading />;
  if (isApiError(error) && error.status === 404) return <NotFoundRoute />;
  if (!community) return <RouteError />;
  return (
    <div className="with-sidebar">
      <div className="with-sidebar__main">
        <CommunityHeader community={community} />
        <div className="feed-toolbar">
          <span />
          <FeedControls />
        </div>
        <PostFeed args={{ sort, feed: 'all', communityId: community.id }} />
      </div>
      <CommunitySidebar community={community} />
    </div>
  );
}
