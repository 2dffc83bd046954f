import { type Image, type Post, UiMessages } from '@app/contract';
import { Suspense, useState } from 'react';
import { lazyNamed } from '../../../app/lazy-named';
import { VoteButtons } from '../../../components/vote/vote-buttons';
import { SaveButton } from '../../../lib/lists/save-button';
import { Markdown } from '../../../lib/markdown/markdown';
import { ReportButton } from '../../../lib/reports/report-actions';
import { useCurrentUser } from '../../../lib/use-session';
import { percentUpvoted } from '../../../lib/vote-state';
import { useVotePost } from '../hooks/use-vote-post';
import { showsPostContent } from '../utils/post-content';
import { RemovedNotice } from '../../../lib/moderation/removed-notice';
import { PostActions } from './post-actions';
import { postImages, PostMedia } from './post-media';
import { PostMeta } from './post-meta';
import { PostPageGallery } from './post-page-gallery';
import { PostShareMenu } from './post-share-menu';
import './post-card.css';
import './post-view.css';

// The full-size view is fetched on first open, not with the post page.
const ImageLightbox = lazyNamed(() => import('./image-lightbox'), 'ImageLightbox');

/** The post of the post page: banners, title, body, media, vote bar and the author's actions. */
export function PostView({ post }: { post: Post }) {
  const vote = useVotePost(post.id);
  const viewer = useCurrentUser();
  const percent = percentUpvoted(post.upvotes, post.downvotes);
  const [imageIndex, setImageIndex] = useState(0);
  const [openImage, setOpenImage] = useState<Image | null>(null);
  const hasContent = showsPostContent(post, viewer);
  const images = hasContent && post.type === 'image' ? postImages(post) : [];
  const shownImage = images[Math.min(imageIndex, images.length - 1)] ?? null;
  return (
    <article className="card post-view" aria-labelledby="post-title">
      {post.deleted && (
        <p className="banner banner--danger" role="note">
          {UiMessages.postDeleted(UiMessages.roles[post.deletedAs ?? 'normal'])}
        </p>
      )}
      <RemovedNotice post={post} />
      {post.locked && (
        <p className="banner" role="note">
          {UiMessages.postLocked}
        </p>
      )}
      <PostMeta post={post} />
      <h1 id="post-title" className="post-view__title">
        {post.title}
      </h1>
      {hasContent && post.type === 'text' && post.body && <Markdown source={post.body} className="post-view__body" />}
      {images.length > 0 ? (
        <PostPageGallery images={images} index={imageIndex} onIndexChange={setImageIndex} onOpen={setOpenImage} />
      ) : (
        hasContent && <PostMedia post={post} isEager />
      )}
      <div className="post-view__bar cluster">
        <VoteButtons item={post} onVote={(up) => void vote(up)} isDisabled={post.locked} />
        {percent !== null && <span className="post-view__percent">{UiMessages.percentUpvoted(percent)}</span>}
        <span className="post-view__comments">{UiMessages.comments(post.noComments)}</span>
        <PostShareMenu post={post} image={shownImage} imageIndex={imageIndex} />
        <SaveButton target={{ type: 'post', id: post.id }} />
        <PostActions post={post} />
        {!post.deleted && <ReportButton target={{ type: 'post', id: post.id, authorId: post.userId }} />}
      </div>
      {openImage && (
        <Suspense fallback={null}>
          <ImageLightbox image={openImage} onClose={() => setOpenImage(null)} />
        </Suspense>
      )}
    </article>
  );
}
