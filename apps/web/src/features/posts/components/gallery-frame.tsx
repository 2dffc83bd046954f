import type { ReactNode } from 'react';
import { UiMessages } from '@app/contract';

function Chevron({ isNext }: { isNext?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d={isNext ? 'M9 5l7 7-7 7' : 'M15 5l-7 7 7 7'} stroke="currentColor" strokeWidth="2.5" fill="none" strokeLinecap="round" />
    </svg>
  );
}

interface GalleryFrameProps {
  index: number;
  count: number;
  onIndexChange: (index: number) => void;
  /** The image on show. */
  children: ReactNode;
}

/** A gallery of several images, one on show, with previous and next buttons and its "2 of 5": the feed card's and the post page's. */
export function GalleryFrame({ index, count, onIndexChange, children }: GalleryFrameProps) {
  return (
    <div className="post-images post-images--gallery" role="group" aria-label={UiMessages.imageGallery}>
      {children}
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
        disabled={index === count - 1}
        onClick={() => onIndexChange(index + 1)}
      >
        <Chevron isNext />
      </button>
      <span className="post-images__position" aria-live="polite">
        {UiMessages.imagePosition(index + 1, count)}
      </span>
    </div>
  );
}
