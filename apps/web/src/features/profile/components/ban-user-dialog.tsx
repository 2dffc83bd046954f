import { ModerationMessages, UiMessages, type User } from '@app/contract';
import { type FormEvent, useId, useState } from 'react';
import { TextField } from '../../../components/form/text-field';
import { Modal } from '../../../components/modal/modal';
import { isApiError } from '../../../lib/api-error';
import { useBanUserMutation } from '../ban.api';
import { usernamesMatch } from '../utils/ban';
import '../../../components/form/dialog-form.css';

/**
 * The admin's ban dialog (docs/screens.md §4, Ban flow): step 1 chooses whether the user's posts and comments
 * go too, step 2 asks for the username, and the ban is sent only when it matches. The caller shows
 * the success alert (this chunk stays off the store's hooks).
 */
export function BanUserDialog({ user, onClose, onBanned }: { user: Pick<User, 'id' | 'username'>; onClose: () => void; onBanned: () => void }) {
  const [banUser, { isLoading }] = useBanUserMutation();
  const [step, setStep] = useState<1 | 2>(1);
  const [deleteContent, setDeleteContent] = useState(false);
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hintId = useId();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (step === 1) return setStep(2);
    if (isLoading) return;
    if (!usernamesMatch(typed, user.username)) return setMismatch(true);
    setMismatch(false);
    setError(null);
    try {
      await banUser({ userId: user.id, username: user.username, ban: true, deleteContent }).unwrap();
      onBanned();
    } catch (failure) {
      setError(ModerationMessages.banFailed(isApiError(failure) ? failure.message : UiMessages.genericError));
    }
  };

  return (
    <Modal title={ModerationMessages.banTitle(user.username)} onClose={onClose} size="sm">
      <form className="dialog-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        {step === 1 ? (
          <label className="dialog-form__choice">
            {/* autoFocus: the step changed under the user's hand (Back); the field is where they continue. */}
            <input type="checkbox" checked={deleteContent} aria-describedby={hintId} autoFocus onChange={(event) => setDeleteContent(event.target.checked)} />
            <span className="dialog-form__choice-text">
              {ModerationMessages.banDeleteContent(user.username)}
              <span id={hintId} className="dialog-form__choice-hint">
                {ModerationMessages.banDeleteContentHint}
              </span>
            </span>
          </label>
        ) : (
          <TextField
            label={ModerationMessages.banConfirmLabel(user.username)}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={mismatch ? ModerationMessages.usernamesDoNotMatch : null}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            autoFocus
          />
        )}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="dialog-form__actions">
          {step === 1 ? (
            <>
              <button type="button" className="button button--secondary" onClick={onClose}>
                {UiMessages.cancel}
              </button>
              <button type="submit" className="button button--primary">
                {ModerationMessages.banNext}
              </button>
            </>
          ) : (
            <>
              <button type="button" className="button button--secondary" onClick={() => setStep(1)}>
                {ModerationMessages.banBack}
              </button>
              <button type="submit" className="button button--danger" aria-disabled={isLoading}>
                {isLoading ? ModerationMessages.banning : ModerationMessages.banSubmit}
              </button>
            </>
          )}
        </div>
      </form>
    </Modal>
  );
}
