import { PwaMessages } from '@app/contract';
import { useSyncExternalStore } from 'react';
import { Modal } from '../../components/modal/modal';
import type { PwaState } from './pwa-state';
// As text, put in by pwa-client.tsx: a stylesheet of its own would lengthen the first page's preload list.
export { default as pwaStyles } from './pwa.css?inline';

export interface PwaActions {
  acceptUpdate: () => void;
  dismissUpdate: () => void;
  acceptPush: () => void;
  dismissPush: () => void;
  install: () => void;
  dismissInstall: () => void;
}

/** The install banner and the update and turn-on-notifications modals, in their own React root. */
export function PwaChrome({ state, actions }: { state: PwaState; actions: PwaActions }) {
  const view = useSyncExternalStore(state.subscribe, state.get);
  return (
    <>
      {view.updatePrompt ? (
        <Modal title={PwaMessages.updateTitle} description={PwaMessages.updateBody} onClose={actions.dismissUpdate} size="sm">
          <div className="pwa-modal__actions">
            <button type="button" className="button button--secondary" onClick={actions.dismissUpdate}>
              {PwaMessages.updateDismiss}
            </button>
            <button type="button" className="button button--primary" onClick={actions.acceptUpdate}>
              {PwaMessages.updateAccept}
            </button>
          </div>
        </Modal>
      ) : view.pushPrompt ? (
        <Modal title={PwaMessages.pushTitle} description={PwaMessages.pushBody} onClose={actions.dismissPush} size="sm">
          <div className="pwa-modal__actions">
            <button type="button" className="button button--secondary" onClick={actions.dismissPush}>
              {PwaMessages.pushDismiss}
            </button>
            <button type="button" className="button button--primary" onClick={actions.acceptPush}>
              {PwaMessages.pushAccept}
            </button>
          </div>
        </Modal>
      ) : null}
      {view.installBanner && (
        <section className="install-banner" aria-label={PwaMessages.installTitle}>
          <img className="install-banner__icon" src="/icons/icon-192.png" alt="" width="40" height="40" />
          <div className="install-banner__text">
            <p className="install-banner__title">{PwaMessages.installTitle}</p>
            <p className="install-banner__body">{PwaMessages.installBody}</p>
          </div>
          <button type="button" className="button button--primary button--sm" onClick={actions.install}>
            {PwaMessages.installAction}
          </button>
          <button type="button" className="icon-button" aria-label={PwaMessages.installDismiss} onClick={actions.dismissInstall}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </section>
      )}
    </>
  );
}
