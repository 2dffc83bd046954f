import type { Post } from '@app/contract';
import { ResponsiveImage, smallestCopyUrl } from '../../../components/image/responsive-image';
import { EXTERNAL_LINK_PROPS } from '../../../lib/markdown/link-rules';

/** Link hostname with its thumbnail, or the post's images. */
export function PostMedia({ post, isEager }: { post: Post; isEager: boolean }) {
  if (post.deletedContent) return null;
  if (post.type === 'link' && post.link) {
    const thumbnail = post.link.image;
    return (
      <a className="post-link" href={post.link.url} {...EXTERNAL_LINK_PROPS}>
        {thumbnail && <img className="post-link__thumb" src={smallestCopyUrl(thumbnail, 120)} alt="" loading={isEager ? 'eager' : 'lazy'} />}
        <span className="post-link__host">{post.link.hostname}</span>
      </a>
    );
  }
  const images = post.images.length > 0 ? post.images : post.image ? [post.image] : [];
  if (post.type !== 'image' || images.length === 0) return null;
  return (
    <div className="post-images">
      {images.map((image) => (
        <ResponsiveImage key={image.id} image={image} className="post-images__image" isEager={isEager} />
      ))}
    </div>
  );
}
