import { UiMessages } from '@app/contract';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './use-focus-trap';
import './modal.css';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Extra text read out with the title, e.g. why the dialog appeared. */
  description?: string;
  size?: 'sm' | 'md';
}

export function Modal({ title, onClose, children, description, size = 'md' }: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useFocusTrap(dialogRef, onClose);

  useEffect(() => {
    // Stops the page behind from scrolling on touch screens while the dialog is open.
    document.body.classList.add('has-modal');
    return () => document.body.classList.remove('has-modal');
  }, []);

  const handleBackdropMouseDown = (event: React.MouseEvent) => {
    if (event.target === event.currentTarget) onClose();
  };

  return createPortal(
    <div className="modal-backdrop" onMouseDown={handleBackdropMouseDown}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        className={`modal modal--${size}`}
        tabIndex={-1}
      >
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="icon-button" aria-label={UiMessages.close} onClick={onClose}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        {description && (
          <p id={descriptionId} className="modal__description">
            {description}
          </p>
        )}
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}

/** Re-exported so dialogs built on it (the post image lightbox) share this module's chunk instead of splitting the hook into one more file. */
export { useFocusTrap };
