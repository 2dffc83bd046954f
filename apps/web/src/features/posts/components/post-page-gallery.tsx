import { type Image, PostExtrasMessages } from '@app/contract';
import { ResponsiveImage } from '../../../components/image/responsive-image';
import { GalleryFrame } from './gallery-frame';

interface PostPageGalleryProps {
  images: Image[];
  /** The image on show: the page downloads and opens that one. */
  index: number;
  onIndexChange: (index: number) => void;
  onOpen: (image: Image) => void;
}

/**
 * The post page's gallery: the feed card's (image-gallery.tsx) with the position owned by the page and
 * the image a button that opens it full size. Its own component rather than options on the card's gallery,
 * which is part of the home route's initial JS and has no room for code only the post page runs; the two
 * share their frame and buttons (gallery-frame.tsx).
 */
export function PostPageGallery({ images, index, onIndexChange, onOpen }: PostPageGalleryProps) {
  const image = images[Math.min(index, images.length - 1)];
  if (!image) return null;
  // A button laid over the image rather than around it: the image keeps its own alt text for
  // screen readers (a button's content is presentational), and the button names what it does.
  const open = (
    <div className="post-images__frame">
      <ResponsiveImage key={image.id} image={image} className="post-images__image" isEager />
      <button
        type="button"
        className="post-images__open"
        aria-label={image.altText ? `${PostExtrasMessages.viewFullImage}: ${image.altText}` : PostExtrasMessages.viewFullImage}
        onClick={() => onOpen(image)}
      />
    </div>
  );
  if (images.length === 1) return <div className="post-images">{open}</div>;
  return (
    <GalleryFrame index={index} count={images.length} onIndexChange={onIndexChange}>
      {open}
    </GalleryFrame>
  );
}
