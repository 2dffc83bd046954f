import { type Image, PostExtrasMessages, UiMessages } from '@app/contract';
import { ResponsiveImage } from '../../../components/image/responsive-image';

interface PostPageGalleryProps {
  images: Image[];
  /** The image on show: the page downloads and opens that one. */
  index: number;
  onIndexChange: (index: number) => void;
  onOpen: (image: Image) => void;
}

function Chevron({ isNext }: { isNext?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d={isNext ? 'M9 5l7 7-7 7' : 'M15 5l-7 7 7 7'} stroke="currentColor" strokeWidth="2.5" fill="none" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The post page's gallery: the feed card's (image-gallery.tsx) with the position owned by the page and
 * the image a button that opens it full size. A copy rather than options on the card's gallery, which
 * is part of the home route's initial JS and has no room for code only the post page runs.
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
    <div className="post-images post-images--gallery" role="group" aria-label={UiMessages.imageGallery}>
      {open}
      <button
        type="button"
        className="post-images__nav post-images__nav--prev"
        aria-label={UiMessages.previousImage}
        disabled={index === 0}
        onClick={() => onIndexChange(index - 1)}
      >
        <Chevron />
      </button>
      <button
        type="button"
        className="post-images__nav post-images__nav--next"
        aria-label={UiMessages.nextImage}
        disabled={index === images.length - 1}
        onClick={() => onIndexChange(index + 1)}
      >
        <Chevron isNext />
      </button>
      <span className="post-images__position" aria-live="polite">
        {UiMessages.imagePosition(index + 1, images.length)}
      </span>
    </div>
  );
}
