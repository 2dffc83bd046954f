import { UiMessages } from '@app/contract';
import { type MouseEvent, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { NotificationsLink } from '../../components/navbar/notifications-link';
import { isBrowserClick } from '../../lib/app-link';
import { lazyNamed } from '../lazy-named';

const NotificationsPanel = lazyNamed(() => import('../../features/notifications/components/notifications-panel'), 'NotificationsPanel');
export const preloadNotificationsPanel = (): Promise<unknown> => NotificationsPanel.preload();

/**
 * The navbar's bell (wide screens): a plain click opens the notifications panel over the page, a
 * modified click or a visit to /notifications itself behaves as the link it is. The panel closes itself
 * on Escape (focus back to the bell) and on a press outside.
 */
export function NotificationsBell({ count }: { count: number }) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const isOnPage = pathname === '/notifications';

  useEffect(() => setIsOpen(false), [pathname]);
  const close = useCallback((returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) rootRef.current?.querySelector<HTMLElement>('a')?.focus();
  }, []);

  const handleClick = (event: MouseEvent) => {
    if (isOnPage || isBrowserClick(event)) return;
    event.preventDefault();
    setIsOpen((open) => !open);
  };

  return (
    <div ref={rootRef} className="notifications-bell">
      <NotificationsLink
        count={count}
        onClick={handleClick}
        expanded={isOnPage ? undefined : isOpen}
        controls={isOpen ? panelId : undefined}
        onPointerEnter={() => void NotificationsPanel.preload()}
      />
      {isOpen && (
        <Suspense
          fallback={
            <div className="notifications-panel loading-indicator" role="status">
              {UiMessages.loading}
            </div>
          }
        >
          <NotificationsPanel id={panelId} container={rootRef} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
