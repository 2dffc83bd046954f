import { UiMessages } from '@app/contract';
import type { ReactNode } from 'react';
import './dialog-form.css';

/**
 * The end of a dialog's form: its error where it happened (announced), then Cancel and the submit button.
 * The submit is `aria-disabled`, not `disabled`, while it cannot be sent: a disabled button drops keyboard
 * focus out of the dialog; the form's submit handler ignores it meanwhile.
 */
export function DialogFooter({
  error,
  onCancel,
  cancelLabel = UiMessages.cancel,
  submitLabel,
  isBusy,
  tone = 'primary',
}: {
  error?: ReactNode;
  onCancel: () => void;
  /** Cancel's name where going back is what it does (a form inside a dialog's second page). */
  cancelLabel?: string;
  submitLabel: ReactNode;
  isBusy: boolean;
  tone?: 'primary' | 'danger';
}) {
  return (
    <>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="dialog-form__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="submit" className={`button button--${tone}`} aria-disabled={isBusy}>
          {submitLabel}
        </button>
      </div>
    </>
  );
}
