import { type Post, UiMessages } from '@app/contract';
import { VoteButtons } from '../../../components/vote/vote-buttons';
import { SaveButton } from '../../../lib/lists/save-button';
import { Markdown } from '../../../lib/markdown/markdown';
import { percentUpvoted } from '../../../lib/vote-state';
import { useVotePost } from '../hooks/use-vote-post';
import { PostActions } from './post-actions';
import { PostMedia } from './post-media';
import { PostMeta } from './post-meta';
import { PostShareMenu } from './post-share-menu';
import './post-card.css';
import './post-view.css';

/** The post of the post page: banners, title, body, media, vote bar and the author's actions. */
export function PostView({ post }: { post: Post }) {
  const vote = useVotePost(post.id);
  const percent = percentUpvoted(post.upvotes, post.downvotes);
  return (
    <article className="card post-view" aria-labelledby="post-title">
      {post.deleted && (
        <p className="banner banner--danger" role="note">
          {UiMessages.postDeleted(UiMessages.roles[post.deletedAs ?? 'normal'])}
        </p>
      )}
      {post.locked && (
        <p className="banner" role="note">
          {UiMessages.postLocked}
        </p>
      )}
      <PostMeta post={post} />
      <h1 id="post-title" className="post-view__title">
        {post.title}
      </h1>
      {post.type === 'text' && post.body && <Markdown source={post.body} className="post-view__body" />}
      <PostMedia post={post} isEager />
      <div className="post-view__bar">
        <VoteButtons item={post} onVote={(up) => void vote(up)} isDisabled={post.locked} />
        {percent !== null && <span className="post-view__percent">{UiMessages.percentUpvoted(percent)}</span>}
        <span className="post-view__comments">{UiMessages.comments(post.noComments)}</span>
        <PostShareMenu post={post} />
        <SaveButton target={{ type: 'post', id: post.id }} />
        <PostActions post={post} />
      </div>
    </article>
  );
}
