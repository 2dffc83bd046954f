import { type Comment, type Community, type Post, type SearchResult, type SearchType, SearchMessages, type User } from '@app/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TimeStamp } from '../../../lib/time-stamp';
import { Snippet } from '../snippet';

type WithSnippet<T> = T & { snippet: string };

/** What every kind of result shows: its name as a link, a line about it, and where it matched. */
function ResultCard({ to, title, meta, snippet }: { to: string; title: ReactNode; meta: ReactNode; snippet?: string }) {
  return (
    <article className="search-result">
      <h2 className="search-result__title">
        <Link to={to}>{title}</Link>
      </h2>
      <p className="search-result__meta">{meta}</p>
      {snippet !== undefined && <Snippet html={snippet} />}
    </article>
  );
}

function PostResult({ post }: { post: WithSnippet<Post> }) {
  return (
    <ResultCard
      to={`/${post.communityName}/post/${post.publicId}`}
      title={post.title}
      meta={
        <>
          <Link to={`/${post.communityName}`}>{post.communityName}</Link> · {post.author ? `@${post.author.username}` : post.username} ·{' '}
          {SearchMessages.points(post.upvotes - post.downvotes)} · {SearchMessages.comments(post.noComments)} · <TimeStamp date={post.createdAt} />
        </>
      }
      snippet={post.snippet}
    />
  );
}

function CommentResult({ comment }: { comment: WithSnippet<Comment> }) {
  return (
    <ResultCard
      to={`/${comment.communityName}/post/${comment.postPublicId}/${comment.id}`}
      title={SearchMessages.commentOn(comment.postTitle ?? '')}
      meta={
        <>
          <Link to={`/${comment.communityName}`}>{comment.communityName}</Link> · @{comment.username} · <TimeStamp date={comment.createdAt} />
        </>
      }
      snippet={comment.snippet}
    />
  );
}

function CommunityResult({ community }: { community: WithSnippet<Community> }) {
  return <ResultCard to={`/${community.name}`} title={community.name} meta={SearchMessages.members(community.noMembers)} snippet={community.snippet} />;
}

function UserResult({ user }: { user: WithSnippet<User> }) {
  return <ResultCard to={`/@${user.username}`} title={`@${user.username}`} meta={SearchMessages.karma(user.points)} />;
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
