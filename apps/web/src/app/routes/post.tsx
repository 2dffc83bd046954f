import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageLoading } from '../../components/screens/page-loading';
import { CommentSection } from '../../features/comments/components/comment-section';
import { CommunitySidebar } from '../../features/communities/components/community-sidebar';
import { postPath } from '../../features/posts/components/post-card';
import { PostView } from '../../features/posts/components/post-view';
import { useGetPostQuery } from '../../features/posts/posts.api';
import { isApiError } from '../../lib/api-error';
import { NotFoundRoute } from './not-found';
import { RouteError } from './route-error';
import './with-sidebar.css';

/** `/:communityName/post/:publicId` and its `/:commentId` form. */
export function PostRoute() {
  const { communityName = '', publicId = '', commentId } = useParams();
  const navigate = useNavigate();
  const { data: post, error, isLoading } = useGetPostQuery(publicId);

  // The URL's community segment is rewritten to the post's real community.
  useEffect(() => {
    if (post && post.communityName !== communityName) {
      void navigate(`${postPath(post)}${commentId ? `/${commentId}` : ''}`, { replace: true });
    }
  }, [post, communityName, commentId, navigate]);

  if (isLoading) return <PageLoading />;
  if (isApiError(error) && error.status === 404) return <NotFoundRoute />;
  if (!post) return <RouteError />;
  return (
    <div className="with-sidebar">
      <div className="with-sidebar__main">
        <PostView post={post} />
        <CommentSection publicId={post.publicId} postPath={postPath(post)} noComments={post.noComments} isLocked={post.locked} focusedCommentId={commentId} />
      </div>
      {post.community && <CommunitySidebar community={post.community} isCompact />}
    </div>
  );
}
