import { type RefObject, useEffect, useId } from 'react';
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
    <div id={id} className="notifications-panel" role="dialog" aria-labelledby={headingId}>
      <NotificationsList variant="panel" headingId={headingId} onOpen={() => onClose(false)} />
    </div>
  );
}
