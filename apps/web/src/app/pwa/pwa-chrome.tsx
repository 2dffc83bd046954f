import { PwaMessages } from '@app/contract';
import { type KeyboardEvent, useSyncExternalStore } from 'react';
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

interface PwaChoiceProps {
  dismissLabel: string;
  acceptLabel: string;
  onDismiss: () => void;
  onAccept: () => void;
  /** The smaller buttons of the push offer's card. */
  isSmall?: boolean;
}

/** The not-now and yes buttons that end the update modal and the push offer. */
function PwaChoice({ dismissLabel, acceptLabel, onDismiss, onAccept, isSmall = false }: PwaChoiceProps) {
  const size = isSmall ? ' button--sm' : '';
  return (
    <div className="pwa-modal__actions">
      <button type="button" className={`button button--secondary${size}`} onClick={onDismiss}>
        {dismissLabel}
      </button>
      <button type="button" className={`button button--primary${size}`} onClick={onAccept}>
        {acceptLabel}
      </button>
    </div>
  );
}

/**
 * The turn-on-notifications offer: a card at the foot of the screen, not a modal. It follows the reader's own
 * action on the page they are reading, so it takes no focus and has no backdrop: the next click meant for the
 * page (another vote, Comment) reaches the page. Escape inside it, or "Not now", puts it away for 30 days.
 * The live region is always there, so that screen readers announce the card when it appears.
 */
function PushOffer({ isOpen, actions }: { isOpen: boolean; actions: PwaActions }) {
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') actions.dismissPush();
  };
  return (
    <div aria-live="polite">
      {isOpen && (
        <section
          className="push-offer"
          role="dialog"
          aria-modal="false"
          aria-labelledby="push-offer-title"
          aria-describedby="push-offer-body"
          onKeyDown={onKeyDown}
        >
          <div className="push-offer__text">
            <h2 className="push-offer__title" id="push-offer-title">
              {PwaMessages.pushTitle}
            </h2>
            <p className="push-offer__body" id="push-offer-body">
              {PwaMessages.pushBody}
            </p>
          </div>
          <PwaChoice
            dismissLabel={PwaMessages.pushDismiss}
            acceptLabel={PwaMessages.pushAccept}
            onDismiss={actions.dismissPush}
            onAccept={actions.acceptPush}
            isSmall
          />
        </section>
      )}
    </div>
  );
}

/** The install banner, the update modal and the turn-on-notifications offer, in their own React root. */
export function PwaChrome({ state, actions }: { state: PwaState; actions: PwaActions }) {
  const view = useSyncExternalStore(state.subscribe, state.get);
  return (
    <>
      {view.updatePrompt ? (
        <Modal title={PwaMessages.updateTitle} description={PwaMessages.updateBody} onClose={actions.dismissUpdate} size="sm">
          <PwaChoice
            dismissLabel={PwaMessages.updateDismiss}
            acceptLabel={PwaMessages.updateAccept}
            onDismiss={actions.dismissUpdate}
            onAccept={actions.acceptUpdate}
          />
        </Modal>
      ) : null}
      <PushOffer isOpen={view.pushPrompt && !view.updatePrompt} actions={actions} />
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
