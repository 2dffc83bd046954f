import { type Image, UiMessages } from '@app/contract';
import { useState } from 'react';
import { ResponsiveImage } from '../../../components/image/responsive-image';

interface ImageGalleryProps {
  images: Image[];
  isEager: boolean;
}

function Chevron({ isNext }: { isNext?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d={isNext ? 'M9 5l7 7-7 7' : 'M15 5l-7 7 7 7'} stroke="currentColor" strokeWidth="2.5" fill="none" strokeLinecap="round" />
    </svg>
  );
}

/** One image at a time with previous/next buttons; only the image on show is fetched. */
export function ImageGallery({ images, isEager }: ImageGalleryProps) {
  const [index, setIndex] = useState(0);
  const image = images[Math.min(index, images.length - 1)];
  if (!image) return null;
  if (images.length === 1) {
    return (
      <div className="post-images">
        <ResponsiveImage image={image} className="post-images__image" isEager={isEager} />
      </div>
    );
  }
  const isFirst = index === 0;
  const isLast = index === images.length - 1;
  return (
    <div className="post-images post-images--gallery" role="group" aria-label={UiMessages.imageGallery}>
      <ResponsiveImage key={image.id} image={image} className="post-images__image" isEager={isEager} />
      <button
        type="button"
        className="post-images__nav post-images__nav--prev"
        aria-label={UiMessages.previousImage}
        disabled={isFirst}
        onClick={() => setIndex(index - 1)}
      >
        <Chevron />
      </button>
      <button
        type="button"
        className="post-images__nav post-images__nav--next"
        aria-label={UiMessages.nextImage}
        disabled={isLast}
        onClick={() => setIndex(index + 1)}
      >
        <Chevron isNext />
      </button>
      <span className="post-images__position" aria-live="polite">
        {UiMessages.imagePosition(index + 1, images.length)}
      </span>
    </div>
  );
}
