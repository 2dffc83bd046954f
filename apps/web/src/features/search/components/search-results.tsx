import { type Comment, type Community, type Post, type SearchResult, type SearchType, SearchMessages, type User } from '@app/contract';
import { Link } from 'react-router';
import { TimeAgo } from '../../../lib/use-now';
import { Snippet } from '../snippet';

type WithSnippet<T> = T & { snippet: string };

function PostResult({ post }: { post: WithSnippet<Post> }) {
  return (
    <article className="search-result">
      <h2 className="search-result__title">
        <Link to={`/${post.communityName}/post/${post.publicId}`}>{post.title}</Link>
      </h2>
      <p className="search-result__meta">
        <Link to={`/${post.communityName}`}>{post.communityName}</Link> · {post.author ? `@${post.author.username}` : post.username} ·{' '}
        {SearchMessages.points(post.upvotes - post.downvotes)} · {SearchMessages.comments(post.noComments)} ·{' '}
        <time dateTime={post.createdAt}>
          <TimeAgo date={post.createdAt} />
        </time>
      </p>
      <Snippet html={post.snippet} />
    </article>
  );
}

function CommentResult({ comment }: { comment: WithSnippet<Comment> }) {
  return (
    <article className="search-result">
      <h2 className="search-result__title">
        <Link to={`/${comment.communityName}/post/${comment.postPublicId}/${comment.id}`}>{SearchMessages.commentOn(comment.postTitle ?? '')}</Link>
      </h2>
      <p className="search-result__meta">
        <Link to={`/${comment.communityName}`}>{comment.communityName}</Link> · @{comment.username} ·{' '}
        <time dateTime={comment.createdAt}>
          <TimeAgo date={comment.createdAt} />
        </time>
      </p>
      <Snippet html={comment.snippet} />
    </article>
  );
}

function CommunityResult({ community }: { community: WithSnippet<Community> }) {
  return (
    <article className="search-result">
      <h2 className="search-result__title">
        <Link to={`/${community.name}`}>{community.name}</Link>
      </h2>
      <p className="search-result__meta">{SearchMessages.members(community.noMembers)}</p>
      <Snippet html={community.snippet} />
    </article>
  );
}

function UserResult({ user }: { user: WithSnippet<User> }) {
  return (
    <article className="search-result">
      <h2 className="search-result__title">
        <Link to={`/@${user.username}`}>@{user.username}</Link>
      </h2>
      <p className="search-result__meta">{SearchMessages.karma(user.points)}</p>
    </article>
  );
}

/** One result in the shape of its type (docs/api/search.md). */
export function SearchResultItem({ type, result }: { type: SearchType; result: SearchResult }) {
  switch (type) {
    case 'posts':
      return <PostResult post={result as WithSnippet<Post>} />;
    case 'comments':
      return <CommentResult comment={result as WithSnippet<Comment>} />;
    case 'communities':
      return <CommunityResult community={result as WithSnippet<Community>} />;
    case 'users':
      return <UserResult user={result as WithSnippet<User>} />;
  }
}
