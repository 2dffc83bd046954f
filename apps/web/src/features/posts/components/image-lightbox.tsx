import { type Image, PostExtrasMessages, UiMessages } from '@app/contract';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../../../components/modal/modal';
import './image-lightbox.css';

/**
 * A post image at full size over the page: the stored original, its alt text as the image's and
 * the dialog's description; Escape, the close button or a click beside the image closes it.
 */
export function ImageLightbox({ image, onClose }: { image: Image; onClose: () => void }) {
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef, onClose);
  useEffect(() => {
    document.body.classList.add('has-modal');
    return () => document.body.classList.remove('has-modal');
  }, []);
  return createPortal(
    <div
      ref={dialogRef}
      className="image-lightbox"
      role="dialog"
      aria-modal="true"
      aria-label={image.altText ?? PostExtrasMessages.fullImage}
      tabIndex={-1}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <button type="button" className="icon-button image-lightbox__close" aria-label={UiMessages.close} onClick={onClose}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <img className="image-lightbox__image" src={image.url} width={image.width} height={image.height} alt={image.altText ?? ''} />
    </div>,
    document.body,
  );
}
