import { UiMessages } from '@app/contract';
import { type MouseEvent, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { NotificationsLink } from '../../components/navbar/notifications-link';
import { lazyNamed } from '../lazy-named';

const NotificationsPanel = lazyNamed(() => import('../../features/notifications/components/notifications-panel'), 'NotificationsPanel');

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The navbar's bell (wide screens): a plain click opens the notifications panel over the page, a
 * modified click or a visit to /notifications itself behaves as the link it is. Escape and a click
 * outside close the panel; focus goes back to the bell.
 */
export function NotificationsBell({ count }: { count: number }) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const isOnPage = pathname === '/notifications';

  useEffect(() => setIsOpen(false), [pathname]);
  useEffect(() => {
    if (!isOpen) return;
    const root = rootRef.current;
    const closeOutside = (event: PointerEvent) => {
      if (!root?.contains(event.target as Node)) setIsOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      root?.querySelector<HTMLElement>('.navbar__notifications')?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [isOpen]);

  const handleClick = (event: MouseEvent) => {
    if (isOnPage || !isPlainClick(event)) return;
    event.preventDefault();
    setIsOpen((open) => !open);
  };

  return (
    <div ref={rootRef} className="notifications-bell">
      <NotificationsLink count={count} onClick={handleClick} expanded={isOnPage ? undefined : isOpen} controls={isOpen ? panelId : undefined} onPointerEnter={() => void NotificationsPanel.preload()} />
      {isOpen && (
        <Suspense fallback={<div className="notifications-panel" role="status">{UiMessages.loading}</div>}>
          <NotificationsPanel id={panelId} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
