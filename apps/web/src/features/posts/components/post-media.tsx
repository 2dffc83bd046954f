import type { Post } from '@app/contract';
import { smallestCopyUrl } from '../../../components/image/responsive-image';
import { EXTERNAL_LINK_PROPS } from '../../../lib/markdown/external-link';
import { useCurrentUser } from '../../../lib/use-session';
import { parseYouTubeUrl } from '../utils/youtube';
import { ImageGallery } from './image-gallery';
import { YouTubeEmbed } from './youtube-embed';

/** The images of a post, in upload order; older posts carry a single `image`. */
export function postImages(post: Post) {
  return post.images.length > 0 ? post.images : post.image ? [post.image] : [];
}

/** Link hostname with its thumbnail (or a YouTube player unless the user turned embeds off), or the post's images. */
export function PostMedia({ post, isEager }: { post: Post; isEager: boolean }) {
  const isEmbedsOff = useCurrentUser()?.embedsOff ?? false;
  if (post.deletedContent) return null;
  if (post.type === 'link' && post.link) {
    const thumbnail = post.link.image;
    const video = isEmbedsOff ? null : parseYouTubeUrl(post.link.url);
    if (video) {
      return (
        <div className="post-video">
          <YouTubeEmbed video={video} title={post.title} thumbnail={thumbnail} isEager={isEager} />
          <a className="post-link post-link--plain" href={post.link.url} {...EXTERNAL_LINK_PROPS}>
            <span className="post-link__host">{post.link.hostname}</span>
          </a>
        </div>
      );
    }
    return (
      <a className="post-link" href={post.link.url} {...EXTERNAL_LINK_PROPS}>
        {thumbnail && <img className="post-link__thumb" src={smallestCopyUrl(thumbnail, 120)} alt="" loading={isEager ? 'eager' : 'lazy'} />}
        <span className="post-link__host">{post.link.hostname}</span>
      </a>
    );
  }
  const images = postImages(post);
  if (post.type !== 'image' || images.length === 0) return null;
  return <ImageGallery images={images} isEager={isEager} />;
}
