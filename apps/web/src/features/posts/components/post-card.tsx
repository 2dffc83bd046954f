import { type Post, UiMessages } from '@app/contract';
import { useEffect, useRef, useState } from 'react';
import { VoteButtons } from '../../../components/vote/vote-buttons';
import { AppLink } from '../../../lib/app-link';
import type { FeedLayout } from '../../../lib/device-preferences';
import { Markdown } from '../../../lib/markdown/markdown';
import { useCurrentUser } from '../../../lib/use-session';
import { useHidePost } from '../hooks/use-hide-post';
import { useVotePost } from '../hooks/use-vote-post';
import { HiddenPostStub } from './hidden-post-stub';
import { PostCardMenu } from './post-card-menu';
import { PostMedia } from './post-media';
import { PostMeta } from './post-meta';
import { PostThumbnail } from './post-thumbnail';
import './post-card.css';

export function postPath(post: Pick<Post, 'communityName' | 'publicId'>): string {
  return `/${post.communityName}/post/${post.publicId}`;
}

interface PostCardProps {
  post: Post;
  /** Compact drops the body preview and media for a small thumbnail. */
  layout?: FeedLayout;
  /** Images of the first posts of a feed load eagerly. */
  isEager?: boolean;
}

/** A post in a feed; replaced by a 'Hidden post' stub with Undo once the viewer hides it. */
export function PostCard({ post, layout = 'card', isEager = false }: PostCardProps) {
  const user = useCurrentUser();
  const vote = useVotePost(post.id);
  const { isHidden, hide, undo } = useHidePost(post);
  const [hasToggledHidden, setHasToggledHidden] = useState(false);
  const titleRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    // Undo brings the card back where the stub was; focus follows so keyboard users keep their place.
    if (hasToggledHidden && !isHidden) titleRef.current?.focus();
  }, [hasToggledHidden, isHidden]);

  const handleHide = () => {
    setHasToggledHidden(true);
    hide();
  };
  if (isHidden) return <HiddenPostStub onUndo={undo} shouldFocus={hasToggledHidden} />;

  const path = postPath(post);
  const isCompact = layout === 'compact';
  return (
    <article className={`card post-card post-card--${layout}`} aria-labelledby={`post-title-${post.id}`}>
      <div className="post-card__main">
        <header className="post-card__header">
          <PostMeta post={post} />
          {user && <PostCardMenu post={post} onHide={handleHide} />}
        </header>
        <h2 className="post-card__title" id={`post-title-${post.id}`}>
          <AppLink ref={titleRef} to={path}>
            {post.title}
          </AppLink>
        </h2>
        {!isCompact && post.type === 'text' && post.body && (
          <div className="post-card__preview">
            <Markdown source={post.body} />
          </div>
        )}
        {!isCompact && <PostMedia post={post} isEager={isEager} />}
        <footer className="post-card__footer">
          <VoteButtons item={post} onVote={(up) => void vote(up)} isDisabled={post.locked} />
          <AppLink className="button button--ghost button--sm" to={path}>
            {UiMessages.comments(post.noComments)}
          </AppLink>
        </footer>
      </div>
      {isCompact && <PostThumbnail post={post} to={path} isEager={isEager} />}
    </article>
  );
}
