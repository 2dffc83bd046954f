import { type Post, UiMessages } from '@app/contract';
import { Link } from 'react-router';
import { VoteButtons } from '../../../components/vote/vote-buttons';
import { Markdown } from '../../../lib/markdown/markdown';
import { useVotePost } from '../hooks/use-vote-post';
import { PostMedia } from './post-media';
import { PostMeta } from './post-meta';
import './post-card.css';

export function postPath(post: Pick<Post, 'communityName' | 'publicId'>): string {
  return `/${post.communityName}/post/${post.publicId}`;
}

/** A post in a feed. Images of the first posts load eagerly (`isEager`). */
export function PostCard({ post, isEager = false }: { post: Post; isEager?: boolean }) {
  const vote = useVotePost(post.id);
  return (
    <article className="card post-card" aria-labelledby={`post-title-${post.id}`}>
      <PostMeta post={post} />
      <h2 className="post-card__title" id={`post-title-${post.id}`}>
        <Link to={postPath(post)}>{post.title}</Link>
      </h2>
      {post.type === 'text' && post.body && (
        <div className="post-card__preview">
          <Markdown source={post.body} />
        </div>
      )}
      <PostMedia post={post} isEager={isEager} />
      <footer className="post-card__footer">
        <VoteButtons item={post} onVote={(up) => void vote(up)} isDisabled={post.locked} />
        <Link className="button button--ghost button--sm" to={postPath(post)}>
          {UiMessages.comments(post.noComments)}
        </Link>
      </footer>
    </article>
  );
}
