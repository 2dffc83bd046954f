import { UiMessages } from '@app/contract';
import { useEffect } from 'react';
import { reloadPage } from '../../lib/reload-page';
import { FullScreenMessage } from './full-screen-message';

/** The network often comes back a moment after the 'online' event fires (docs/screens.md §4, Session). */
const ONLINE_SETTLE_MS = 2000;

export function OfflineScreen() {
  useEffect(() => {
    let timer: number | undefined;
    const handleOnline = () => {
      timer = window.setTimeout(reloadPage, ONLINE_SETTLE_MS);
    };
    window.addEventListener('online', handleOnline);
    return () => {
      window.removeEventListener('online', handleOnline);
      window.clearTimeout(timer);
    };
  }, []);

  return (
    <FullScreenMessage
      title={UiMessages.offlineTitle}
      text={UiMessages.offlineBody}
      icon={
        <svg viewBox="0 0 24 24" width="32" height="32" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0M12 19h.01M3 3l18 18" />
        </svg>
      }
      action={
        <button type="button" className="button button--primary" onClick={reloadPage}>
          {UiMessages.retry}
        </button>
      }
    />
  );
}
