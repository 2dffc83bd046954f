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
      iconPath="M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0M12 19h.01M3 3l18 18"
      reloadLabel={UiMessages.retry}
    />
  );
}
