import { TwoFactorMessages } from '@app/contract';
import { useState } from 'react';
import { DialogFooter } from '../../../components/form/dialog-footer';
import { CurrentPasswordField } from '../../../components/form/text-field';
import { ReauthCodeField } from './reauth-code-field';
import { Modal } from '../../../components/modal/modal';
import { twoFactorFailure } from '../utils/two-factor';
import { useDisableTwoFactorMutation } from '../two-factor.api';
import '../../../components/form/text-field.css';

/** Turning two-factor sign-in off needs the password and a code, authenticator or recovery (docs/security.md). */
export function TwoFactorDisableDialog({ onClose }: { onClose: (message?: string) => void }) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [disable, { isLoading }] = useDisableTwoFactorMutation();

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    if (!code.trim()) return setError(TwoFactorMessages.codeEmpty);
    const outcome = await disable({ password, code: code.trim() }).unwrap();
    if (outcome.ok) onClose(TwoFactorMessages.disabledNotice);
    else setError(twoFactorFailure(outcome.failure));
  };

  return (
    <Modal title={TwoFactorMessages.disable} onClose={() => onClose()} size="sm" description={TwoFactorMessages.disableBody}>
      <form className="dialog-form" onSubmit={(event) => void handleSubmit(event)} noValidate>
        <CurrentPasswordField
          label={TwoFactorMessages.passwordLabel}
          autoFocus
          value={password}
          onValue={(next) => {
            setPassword(next);
            setError(null);
          }}
        />
        <ReauthCodeField
          value={code}
          onChange={(next) => {
            setCode(next);
            setError(null);
          }}
        />
        <DialogFooter error={error} onCancel={() => onClose()} submitLabel={TwoFactorMessages.disable} isBusy={isLoading} tone="danger" />
      </form>
    </Modal>
  );
}
