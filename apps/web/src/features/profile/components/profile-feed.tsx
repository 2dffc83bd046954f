import { type Comment, type Post, UiMessages } from '@app/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FeedSkeletons } from '../../../components/feed/feed-skeletons';
import { FeedEnd } from '../../../components/feed/feed-end';
import { type FeedLayout, useFeedLayout } from '../../../lib/device-preferences';
import { Markdown } from '../../../lib/markdown/markdown';
import { TimeStamp } from '../../../lib/time-stamp';
import { type ProfileFilter, useGetUserFeedInfiniteQuery } from '../profile.api';
import '../../../components/feed/feed.css';

interface ProfileFeedProps {
  username: string;
  filter: ProfileFilter;
  /** Posts render with the posts feature's card, passed in by the route, in this device's layout. */
  renderPost: (post: Post, layout: FeedLayout) => ReactNode;
}

function CommentCard({ comment }: { comment: Comment }) {
  return (
    <article className="card">
      <p className="profile-comment__on">
        <Link to={`/${comment.communityName}/post/${comment.postPublicId}/${comment.id}`}>{UiMessages.commentedOn(comment.postTitle ?? '')}</Link> ·{' '}
        <TimeStamp date={comment.createdAt} />
      </p>
      <Markdown source={comment.body} />
    </article>
  );
}

/**
 * The profile's Overview / Posts / Comments feed. Like the home feed, further pages load as the end
 * nears the viewport, or with a More button when infinite scrolling is off on this device.
 */
export function ProfileFeed({ username, filter, renderPost }: ProfileFeedProps) {
  const query = useGetUserFeedInfiniteQuery({ username, filter });
  const { data, isLoading } = query;
  const [layout] = useFeedLayout();

  if (isLoading) return <FeedSkeletons />;
  const items = (data?.pages ?? []).flatMap((page) => page.items);
  if (items.length === 0) return <p className="feed-end">{UiMessages.nothingToShow}</p>;
  return (
    <div className={`feed feed--${layout}`} data-testid="profile-feed">
      {items.map(({ item, type }) => (
        <div key={`${type}-${item.id}`}>{type === 'post' ? renderPost(item as Post, layout) : <CommentCard comment={item as Comment} />}</div>
      ))}
      <FeedEnd query={query} endText={UiMessages.noMorePosts} />
    </div>
  );
}
