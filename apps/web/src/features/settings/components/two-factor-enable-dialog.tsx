import { type TwoFactorSetup, TwoFactorMessages } from '@app/contract';
import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';
import { DialogFooter } from '../../../components/form/dialog-footer';
import { CurrentPasswordField, TextField } from '../../../components/form/text-field';
import { Modal } from '../../../components/modal/modal';
import { twoFactorFailure } from '../utils/two-factor';
import { useEnableTwoFactorMutation, useStartTwoFactorSetupMutation } from '../two-factor.api';
import '../../../components/form/text-field.css';
import './two-factor.css';

type Step = { name: 'password' } | { name: 'scan'; setup: TwoFactorSetup } | { name: 'codes'; codes: string[] };

/**
 * Turning two-factor sign-in on: the password (re-authentication), then the QR code drawn here from the
 * otpauth:// URI (the secret goes to no other site) with the key in text, and a confirming code; then the ten
 * recovery codes, shown this once.
 */
export function TwoFactorEnableDialog({ onClose }: { onClose: (message?: string) => void }) {
  const [step, setStep] = useState<Step>({ name: 'password' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [startSetup, setupState] = useStartTwoFactorSetupMutation();
  const [enable, enableState] = useEnableTwoFactorMutation();
  const isBusy = setupState.isLoading || enableState.isLoading;

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    if (step.name === 'password') {
      const outcome = await startSetup({ password }).unwrap();
      if (outcome.ok) setStep({ name: 'scan', setup: outcome.value });
      else setError(twoFactorFailure(outcome.failure));
    } else if (step.name === 'scan') {
      if (!code.trim()) return setError(TwoFactorMessages.codeEmpty);
      const outcome = await enable({ code: code.trim() }).unwrap();
      if (outcome.ok) setStep({ name: 'codes', codes: outcome.value.recoveryCodes });
      else setError(twoFactorFailure(outcome.failure));
    } else {
      onClose(TwoFactorMessages.enabledNotice);
    }
  };

  const close = () => onClose(step.name === 'codes' ? TwoFactorMessages.enabledNotice : undefined);
  return (
    <Modal title={step.name === 'codes' ? TwoFactorMessages.recoveryTitle : TwoFactorMessages.enable} onClose={close} size="sm">
      <form className="dialog-form" onSubmit={(event) => void handleSubmit(event)} noValidate>
        {step.name === 'password' && (
          <CurrentPasswordField
            label={TwoFactorMessages.passwordLabel}
            autoFocus
            value={password}
            onValue={(next) => {
              setPassword(next);
              setError(null);
            }}
          />
        )}
        {step.name === 'scan' && (
          <ScanStep
            setup={step.setup}
            code={code}
            onCodeChange={(value) => {
              setCode(value);
              setError(null);
            }}
          />
        )}
        {step.name === 'codes' && <RecoveryCodes codes={step.codes} />}
        {step.name === 'codes' ? (
          <div className="dialog-form__actions">
            <button type="submit" className="button button--primary">
              {TwoFactorMessages.done}
            </button>
          </div>
        ) : (
          <DialogFooter
            error={error}
            onCancel={close}
            submitLabel={step.name === 'password' ? TwoFactorMessages.continue : TwoFactorMessages.confirm}
            isBusy={isBusy}
          />
        )}
      </form>
    </Modal>
  );
}

function ScanStep({ setup, code, onCodeChange }: { setup: TwoFactorSetup; code: string; onCodeChange: (value: string) => void }) {
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    // Dark modules on white whatever the theme: scanners need the contrast.
    void qrSvg(setup.otpauthUri, { type: 'svg', margin: 2, color: { dark: '#000000', light: '#ffffff' } }).then((svg) => {
      if (isCurrent) setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      isCurrent = false;
    };
  }, [setup.otpauthUri]);

  return (
    <>
      <p className="two-factor__text">{TwoFactorMessages.scanQr}</p>
      <div className="two-factor__qr">
        {qr ? <img src={qr} alt={TwoFactorMessages.qrAlt} width={192} height={192} /> : <div className="two-factor__qr-placeholder" aria-hidden="true" />}
      </div>
      <p className="two-factor__text">
        {TwoFactorMessages.manualKey}: <code className="two-factor__key">{setup.secret}</code>
      </p>
      <TextField
        label={TwoFactorMessages.codeLabel}
        name="totpCode"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        autoFocus
        value={code}
        onChange={(event) => onCodeChange(event.target.value)}
      />
    </>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const [isCopied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(codes.join('\n')).then(() => setCopied(true));
  };
  return (
    <>
      <p className="two-factor__text">{TwoFactorMessages.recoveryBody}</p>
      <ul className="two-factor__codes" aria-label={TwoFactorMessages.recoveryTitle}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div>
        <button type="button" className="button button--secondary" onClick={copy}>
          {TwoFactorMessages.copyCodes}
        </button>{' '}
        <span role="status">{isCopied ? TwoFactorMessages.copied : ''}</span>
      </div>
    </>
  );
}
