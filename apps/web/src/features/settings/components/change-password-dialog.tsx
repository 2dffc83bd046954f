import { Errors, TwoFactorMessages, type User } from '@app/contract';
import { useState } from 'react';
import { DialogFooter } from '../../../components/form/dialog-footer';
import { TextField } from '../../../components/form/text-field';
import { ReauthCodeField } from './reauth-code-field';
import { Modal } from '../../../components/modal/modal';
import { useChangePasswordMutation } from '../settings.api';
import { SettingsTexts } from '../settings-texts';
import { passwordChangeError, passwordChangeFailure } from '../utils/account-dialogs';
import '../../../components/form/text-field.css';

/**
 * Previous password, new password and its repeat. On success the server ends the account's other sessions
 * and rotates this one (docs/api-notes.md, "Settings and account deletion"), so the member stays signed in here.
 * The dialog imports nothing from the app shell (the store's hooks, the session): a nested lazy chunk that does
 * splits those modules out of the entry chunk, and the home route pays for the extra files (docs/web.md
 * "Initial JavaScript").
 */
export function ChangePasswordDialog({ onClose, onChanged }: { onClose: () => void; onChanged: (user: User) => void }) {
  const [fields, setFields] = useState({ password: '', newPassword: '', repeatPassword: '' });
  const [error, setError] = useState<string | null>(null);
  // Asked for once the server says two-factor sign-in is on (docs/security.md, "Re-authentication").
  const [code, setCode] = useState<string | null>(null);
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const set = (field: keyof typeof fields) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setFields((current) => ({ ...current, [field]: event.target.value }));
    setError(null);
  };

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const problem = passwordChangeError(fields);
    if (problem) return setError(problem);
    const outcome = await changePassword(code === null ? fields : { ...fields, code: code.trim() }).unwrap();
    if (outcome.ok) return onChanged(outcome.value);
    const failure = outcome.failure as { code?: string; message?: string };
    if (failure.code === Errors.REAUTH_CODE_REQUIRED.code || failure.code === Errors.REAUTH_CODE_INVALID.code) {
      setCode((current) => current ?? '');
      return setError(failure.message ?? TwoFactorMessages.codeEmpty);
    }
    setError(passwordChangeFailure(outcome.failure));
  };

  const isNewPasswordError = error === SettingsTexts.passwordsDoNotMatch || error === SettingsTexts.passwordTooShort;
  const passwordField = (field: keyof typeof fields, label: string, autoComplete: string, fieldError: string | null = null) => (
    <TextField label={label} type="password" autoComplete={autoComplete} value={fields[field]} onChange={set(field)} error={fieldError} />
  );
  return (
    <Modal title={SettingsTexts.changePassword} onClose={onClose} size="sm">
      <form className="dialog-form" onSubmit={(event) => void handleSubmit(event)} noValidate>
        {passwordField('password', SettingsTexts.previousPassword, 'current-password', error === SettingsTexts.wrongPreviousPassword ? error : null)}
        {passwordField('newPassword', SettingsTexts.newPassword, 'new-password', isNewPasswordError ? error : null)}
        {passwordField('repeatPassword', SettingsTexts.repeatPassword, 'new-password')}
        {code !== null && (
          <ReauthCodeField
            autoFocus
            value={code}
            onChange={(next) => {
              setCode(next);
              setError(null);
            }}
          />
        )}
        <DialogFooter
          error={error !== SettingsTexts.wrongPreviousPassword && !isNewPasswordError ? error : null}
          onCancel={onClose}
          submitLabel={SettingsTexts.changePassword}
          isBusy={isLoading}
        />
      </form>
    </Modal>
  );
}
