import { type RefObject, useEffect, useId, useRef } from 'react';
import { NotificationsList } from './notifications-list';

interface NotificationsPanelProps {
  id: string;
  /** The bell and the panel: a press outside it closes the panel. */
  container: RefObject<HTMLElement | null>;
  onClose: (returnFocus: boolean) => void;
}

/**
 * The bell's panel on wide screens: the first page, its actions, and a link to the whole list. Escape and
 * a press outside close it (kept here, in the lazy chunk, rather than in the navbar's bell).
 */
export function NotificationsPanel({ id, container, onClose }: NotificationsPanelProps) {
  const headingId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // Focus goes into the panel as it opens (from the keyboard too), so Tab walks its items and a screen
  // reader reads its heading; Escape gives it back to the bell.
  useEffect(() => panel.current?.focus({ preventScroll: true }), []);
  useEffect(() => {
    const closeOutside = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) onClose(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [container, onClose]);
  return (
    <div ref={panel} id={id} className="notifications-panel" role="dialog" aria-labelledby={headingId} tabIndex={-1}>
      <NotificationsList variant="panel" headingId={headingId} onOpen={() => onClose(false)} />
    </div>
  );
}
