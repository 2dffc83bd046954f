import { UiMessages } from '@app/contract';
import { reloadPage } from '../../lib/reload-page';
import { FullScreenMessage } from './full-screen-message';

export function AppErrorScreen() {
  return (
    <FullScreenMessage
      title={UiMessages.appErrorTitle}
      icon={
        <svg viewBox="0 0 24 24" width="32" height="32" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M12 3 2 20h20L12 3zM12 10v4M12 17h.01" />
        </svg>
      }
      action={
        <button type="button" className="button button--primary" onClick={reloadPage}>
          {UiMessages.appErrorAction}
        </button>
      }
    />
  );
}
