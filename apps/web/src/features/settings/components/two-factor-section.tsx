import { TwoFactorMessages, UiMessages } from '@app/contract';
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyNamed } from '../../../app/lazy-named';
import { useGetTwoFactorStatusQuery } from '../two-factor.api';
import { SettingsSection } from './settings-section';

// Each dialog is its own chunk, fetched on first open; the QR code library comes only with the first one.
const EnableDialog = lazyNamed(() => import('./two-factor-enable-dialog'), 'TwoFactorEnableDialog');
const DisableDialog = lazyNamed(() => import('./two-factor-disable-dialog'), 'TwoFactorDisableDialog');

/** "Two-factor authentication" (docs/api/session.md §6.3): the status, and the dialogs that turn it on and off. */
export function TwoFactorSection({ onChanged }: { onChanged: (message: string) => void }) {
  const { data, isLoading, isError, refetch } = useGetTwoFactorStatusQuery();
  const [open, setOpen] = useState<'enable' | 'disable' | null>(null);
  const anchorRef = useRef<HTMLDivElement>(null);

  // Staff sent here by a refused admin or moderation call (TWO_FACTOR_SETTINGS_PATH) land on this section.
  useEffect(() => {
    if (window.location.hash === '#two-factor') anchorRef.current?.scrollIntoView({ block: 'center' });
  }, [isLoading]);

  const close = (message?: string) => {
    setOpen(null);
    void refetch();
    if (message) onChanged(message);
  };

  return (
    <SettingsSection title={TwoFactorMessages.sectionTitle}>
      <div id="two-factor" ref={anchorRef} className="settings__two-factor">
        {isLoading ? (
          <div role="status" aria-busy="true">
            <span className="visually-hidden">{UiMessages.loading}</span>
            <div className="settings__skeleton-line" aria-hidden="true" />
          </div>
        ) : isError || !data ? (
          <p className="settings-section__description">
            {TwoFactorMessages.loadFailed}{' '}
            <button type="button" className="link-button" onClick={() => void refetch()}>
              {TwoFactorMessages.retry}
            </button>
          </p>
        ) : (
          <>
            {data.requiredForAccount && !data.enabled && (
              <p className="form-error" role="alert">
                {TwoFactorMessages.requiredNotice}
              </p>
            )}
            <p className="settings-section__description">{data.enabled ? TwoFactorMessages.statusOn : TwoFactorMessages.statusOff}</p>
            {data.enabled && <p className="settings-section__description">{TwoFactorMessages.recoveryLeft(data.recoveryCodesLeft)}</p>}
            <div className="settings__account-actions">
              <button
                type="button"
                className={`button ${data.enabled ? 'button--danger-outline' : 'button--secondary'}`}
                onPointerEnter={() => void (data.enabled ? DisableDialog : EnableDialog).preload()}
                onFocus={() => void (data.enabled ? DisableDialog : EnableDialog).preload()}
                onClick={() => setOpen(data.enabled ? 'disable' : 'enable')}
              >
                {data.enabled ? TwoFactorMessages.disable : TwoFactorMessages.enable}
              </button>
            </div>
          </>
        )}
      </div>
      {/* The dialogs render in a portal, but React still bubbles their submit to the settings form around this section. */}
      <div onSubmit={(event) => event.stopPropagation()}>
        <Suspense fallback={null}>
          {open === 'enable' && <EnableDialog onClose={close} />}
          {open === 'disable' && <DisableDialog onClose={close} />}
        </Suspense>
      </div>
    </SettingsSection>
  );
}
