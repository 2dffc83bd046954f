import type { Post } from '@app/contract';
import { Link } from 'react-router';
import { ThumbnailImage } from '../../../components/image/responsive-image';
import { postImages } from './post-media';

/** The compact layout's small square picture: the link thumbnail or the first image, if any. */
export function PostThumbnail({ post, to, isEager }: { post: Post; to: string; isEager: boolean }) {
  if (post.deletedContent) return null;
  const image = post.type === 'link' ? (post.link?.image ?? null) : post.type === 'image' ? (postImages(post)[0] ?? null) : null;
  if (!image) return null;
  return (
    <Link to={to} className="post-thumbnail" tabIndex={-1} aria-hidden="true">
      <ThumbnailImage image={image} minWidth={144} className="post-thumbnail__image" isEager={isEager} />
    </Link>
  );
}
