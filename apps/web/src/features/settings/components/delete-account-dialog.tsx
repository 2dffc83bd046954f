import { useState } from 'react';
import { DialogFooter } from '../../../components/form/dialog-footer';
import { CurrentPasswordField, TextField } from '../../../components/form/text-field';
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
  const canSubmit = !isLoading && canDeleteAccount(password, typed);

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    const outcome = await deleteAccount({ username, password }).unwrap();
    if (outcome.ok) onDeleted();
    else setError(accountDeletionFailure(outcome.failure));
  };

  const isPasswordError = error === SettingsTexts.invalidPassword;
  return (
    <Modal title={SettingsTexts.deleteAccount} onClose={onClose} size="sm" description={SettingsTexts.deleteAccountWarning}>
      <form className="dialog-form" onSubmit={(event) => void handleSubmit(event)} noValidate>
        <CurrentPasswordField
          label={SettingsTexts.password}
          value={password}
          onValue={(next) => {
            setPassword(next);
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
        <DialogFooter error={isPasswordError ? null : error} onCancel={onClose} submitLabel={SettingsTexts.deleteAccount} isBusy={!canSubmit} tone="danger" />
      </form>
    </Modal>
  );
}
