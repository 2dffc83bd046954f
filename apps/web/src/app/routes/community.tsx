import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageLoading } from '../../components/screens/page-loading';
import { CommunityHeader } from '../../features/communities/components/community-header';
import { CommunitySidebar } from '../../features/communities/components/community-sidebar';
import { useGetCommunityQuery } from '../../lib/community-by-name.api';
import { FeedControls } from '../../features/posts/components/feed-controls';
import { PostFeed } from '../../features/posts/components/post-feed';
import { useFeedSort } from '../../features/posts/hooks/use-feed-sort';
import { isApiError } from '../../lib/api-error';
import { NotFoundRoute } from './not-found';
import { PostsAndAbout, usePostsAndAbout } from './posts-and-about';
import { RouteError } from './route-error';
import '../../components/feed/feed.css';
import { useDocumentTitle } from '../../lib/document-title';

/** `/{communityName}`: header, feed, and about/rules/moderators beside it (in an About tab when narrow). */
export function CommunityRoute({ name }: { name: string }) {
  const { data: community, error, isLoading } = useGetCommunityQuery(name);
  const [sort] = useFeedSort();
  const navigate = useNavigate();
  const sections = usePostsAndAbout();
  useDocumentTitle(community?.name ?? name);
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
  return (
    <PostsAndAbout sections={sections} header={<CommunityHeader community={community} />} posts={posts} about={<CommunitySidebar community={community} />} />
  );
}
