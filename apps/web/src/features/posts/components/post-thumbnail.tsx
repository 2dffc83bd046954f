import type { Post } from '@app/contract';
import { Link } from 'react-router';
import { smallestCopyUrl } from '../../../components/image/responsive-image';
import { postImages } from './post-media';

/** The compact layout's small square picture: the link thumbnail or the first image, if any. */
export function PostThumbnail({ post, to, isEager }: { post: Post; to: string; isEager: boolean }) {
  if (post.deletedContent) return null;
  const image = post.type === 'link' ? (post.link?.image ?? null) : post.type === 'image' ? (postImages(post)[0] ?? null) : null;
  if (!image) return null;
  return (
    <Link to={to} className="post-thumbnail" tabIndex={-1} aria-hidden="true">
      <img
        className="post-thumbnail__image"
        src={smallestCopyUrl(image, 144)}
        alt=""
        loading={isEager ? 'eager' : 'lazy'}
        decoding="async"
        style={{ backgroundColor: image.averageColor }}
      />
    </Link>
  );
}
