import { UiMessages } from '@app/contract';
import { type CSSProperties, type RefObject, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../../../components/modal/use-focus-trap';
import { SidebarContent } from '../sidebar-content';
import './sidebar-drawer.css';

interface SidebarDrawerProps {
  isOpen: boolean;
  /** Pixels of the panel shown while a finger drags it; null otherwise. */
  dragOffset: number | null;
  width: number;
  onClose: () => void;
}

/**
 * The sidebar as a drawer over the page on narrow screens: a modal dialog while open (focus kept
 * inside, Escape and the backdrop close it, focus returns to what opened it), following the finger
 * while dragged (`use-sidebar-drawer.ts`).
 */
export function SidebarDrawer({ isOpen, dragOffset, width, onClose }: SidebarDrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const isDragging = dragOffset !== null;
  const shown = isDragging ? dragOffset : isOpen ? width : 0;

  useEffect(() => {
    if (!isOpen) return;
    document.body.classList.add('has-drawer');
    return () => document.body.classList.remove('has-drawer');
  }, [isOpen]);

  const style = { '--drawer-width': `${width}px`, '--drawer-shown': `${shown}px`, '--drawer-progress': String(shown / width) } as CSSProperties;
  return createPortal(
    <div className={`drawer${isDragging ? ' drawer--dragging' : ''}${isOpen ? ' drawer--open' : ''}`} style={style}>
      <div className="drawer__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        className="drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-label={UiMessages.sidebarDrawer}
        tabIndex={-1}
        // While closed and only dragged, it is not yet a dialog anyone can use.
        inert={!isOpen}
      >
        <div className="drawer__header">
          <button type="button" className="icon-button" aria-label={UiMessages.close} onClick={onClose}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="drawer__content">
          <SidebarContent />
        </div>
        {isOpen && <FocusTrap containerRef={panelRef} onEscape={onClose} />}
      </div>
    </div>,
    document.body,
  );
}

/** Mounted once the drawer is open, so a drag in progress does not pull focus into it. */
function FocusTrap({ containerRef, onEscape }: { containerRef: RefObject<HTMLElement | null>; onEscape: () => void }) {
  useFocusTrap(containerRef, onEscape);
  return null;
}
