import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { CommentSection } from '../../features/comments/components/comment-section';
import { CommunitySidebar } from '../../features/communities/components/community-sidebar';
import { postPath } from '../../features/posts/components/post-card';
import { PostView } from '../../features/posts/components/post-view';
import { useGetPostQuery } from '../../features/posts/posts.api';
import { isApiError } from '../../lib/api-error';
import { HydrateOnApproach } from '../../lib/hydrate-on-approach';
import { NotFoundRoute } from './not-found';
import { PostPageSkeleton } from './post-page-skeleton';
import { RouteError } from './route-error';
import './with-sidebar.css';
import { useDocumentTitle } from '../../lib/document-title';

/** `/:communityName/post/:publicId` and its `/:commentId` form. */
export function PostRoute() {
  const { communityName = '', publicId = '', commentId } = useParams();
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  const { data: post, error, isLoading } = useGetPostQuery(publicId);
  // As the server's HTML has it for the same page (page previews): '{title} · {community}'.
  useDocumentTitle(post ? `${post.title} · ${post.communityName}` : null, false);

  // The URL's community segment is rewritten to the post's real community, in place (no new
  // history entry); the query (highlightFrom/To) and hash survive.
  useEffect(() => {
    if (post && post.communityName !== communityName) {
      void navigate(`${postPath(post)}${commentId ? `/${commentId}` : ''}${search}${hash}`, { replace: true });
    }
  }, [post, communityName, commentId, search, hash, navigate]);

  // The page's frame, not a spinner, while the post (with its first comments) is on its way.
  if (isLoading) return <PostPageSkeleton />;
  if (isApiError(error) && error.status === 404) return <NotFoundRoute />;
  if (!post) return <RouteError />;
  return (
    <div className="with-sidebar">
      <div className="with-sidebar__main">
        <PostView post={post} />
        {/* Server-rendered comments hydrate when the reader nears or touches them, not with the page (TBT). */}
        <HydrateOnApproach key={post.publicId}>
          <CommentSection
            publicId={post.publicId}
            postPath={postPath(post)}
            noComments={post.noComments}
            isLocked={post.locked}
            communityId={post.communityId}
            isPostDeleted={post.deleted}
            isMod={Boolean(post.community?.userMod)}
            initialComments={post.comments}
            initialNext={post.commentsNext}
            focusedCommentId={commentId}
          />
        </HydrateOnApproach>
      </div>
      {post.community && <CommunitySidebar community={post.community} isCompact />}
    </div>
  );
}
