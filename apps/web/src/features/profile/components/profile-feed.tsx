import { type Comment, type Post, UiMessages } from '@app/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FeedSkeletons } from '../../../components/feed/feed-skeletons';
import { Markdown } from '../../../lib/markdown/markdown';
import { TimeAgo } from '../../../lib/use-now';
import { type ProfileFilter, useGetUserFeedInfiniteQuery } from '../profile.api';
import '../../../components/feed/feed.css';

interface ProfileFeedProps {
  username: string;
  filter: ProfileFilter;
  /** Posts render with the posts feature's card, passed in by the route. */
  renderPost: (post: Post) => ReactNode;
}

function CommentCard({ comment }: { comment: Comment }) {
  return (
    <article className="card">
      <p className="profile-comment__on">
        <Link to={`/${comment.communityName}/post/${comment.postPublicId}/${comment.id}`}>{UiMessages.commentedOn(comment.postTitle ?? '')}</Link>{' '}
        · <time dateTime={comment.createdAt}><TimeAgo date={comment.createdAt} /></time>
      </p>
      <Markdown source={comment.body} />
    </article>
  );
}

export function ProfileFeed({ username, filter, renderPost }: ProfileFeedProps) {
  const { data, isLoading, hasNextPage, fetchNextPage, isFetchingNextPage } = useGetUserFeedInfiniteQuery({ username, filter });
  if (isLoading) return <FeedSkeletons />;
  const items = (data?.pages ?? []).flatMap((page) => page.items);
  if (items.length === 0) return <p className="feed-end">{UiMessages.nothingToShow}</p>;
  return (
    <div>
      {items.map(({ item, type }) => (
        <div key={item.id}>{type === 'post' ? renderPost(item as Post) : <CommentCard comment={item as Comment} />}</div>
      ))}
      <div className="feed-end">
        {hasNextPage ? (
          <button type="button" className="button button--secondary" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {UiMessages.more}
          </button>
        ) : (
          UiMessages.noMorePosts
        )}
      </div>
    </div>
  );
}
