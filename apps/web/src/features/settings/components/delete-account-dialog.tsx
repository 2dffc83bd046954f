import { UiMessages } from '@app/contract';
import { useState } from 'react';
import { TextField } from '../../../components/form/text-field';
import { Modal } from '../../../components/modal/modal';
import { useDeleteAccountMutation } from '../settings.api';
import { SettingsTexts } from '../settings-texts';
import { accountDeletionFailure, canDeleteAccount } from '../utils/account-dialogs';
import '../../../components/form/text-field.css';

interface DeleteAccountDialogProps {
  username: string;
  onClose: () => void;
  /** Called once the server deleted the account (and ended its sessions). */
  onDeleted: () => void;
}

/** The password and YES typed exactly (docs/screens.md §5) before the account goes for good. */
export function DeleteAccountDialog({ username, onClose, onDeleted }: DeleteAccountDialogProps) {
  const [password, setPassword] = useState('');
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!canDeleteAccount(password, typed)) return;
    const outcome = await deleteAccount({ username, password }).unwrap();
    if (outcome.ok) onDeleted();
    else setError(accountDeletionFailure(outcome.failure));
  };

  const isPasswordError = error === SettingsTexts.invalidPassword;
  return (
    <Modal title={SettingsTexts.deleteAccount} onClose={onClose} size="sm" description={SettingsTexts.deleteAccountWarning}>
      <form className="settings-dialog" onSubmit={(event) => void handleSubmit(event)} noValidate>
        <TextField
          label={SettingsTexts.password}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(null);
          }}
          error={isPasswordError ? error : null}
        />
        <TextField
          label={SettingsTexts.typeYes}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        {error && !isPasswordError && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="settings-dialog__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {UiMessages.cancel}
          </button>
          <button type="submit" className="button button--danger" disabled={isLoading || !canDeleteAccount(password, typed)}>
            {SettingsTexts.deleteAccount}
          </button>
        </div>
      </form>
    </Modal>
  );
}
