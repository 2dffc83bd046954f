import { AuthMessages } from '@app/contract';
import type { ComponentProps } from 'react';
import { TextField } from '../../../components/form/text-field';
import './auth-form.css';

/** The pieces the login and signup forms share, so the two read and behave alike. */

export function UsernameField(props: Pick<ComponentProps<typeof TextField>, 'value' | 'error' | 'onChange' | 'onBlur'>) {
  return <TextField label={AuthMessages.usernameLabel} name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} {...props} />;
}

/** A password box; the browser's password manager tells a sign-in's from a new one's by `autoComplete`. */
export function PasswordField(
  props: Pick<ComponentProps<typeof TextField>, 'label' | 'name' | 'value' | 'error' | 'onChange'> & { autoComplete: 'current-password' | 'new-password' },
) {
  return <TextField type="password" {...props} />;
}

/** The form's own error (announced where it happened), then its one submit button, busy until the page reloads. */
export function AuthSubmit({ error, isBusy, label, busyLabel }: { error: string | null; isBusy: boolean; label: string; busyLabel: string }) {
  return (
    <>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={isBusy}>
        {isBusy ? busyLabel : label}
      </button>
    </>
  );
}

/** "No account? Create one" and back: shown in the modal, where both forms live. */
export function AuthSwitch({ question, action, onClick }: { question: string; action: string; onClick?: () => void }) {
  if (!onClick) return null;
  return (
    <p className="auth-form__switch">
      {question}{' '}
      <button type="button" className="link-button" onClick={onClick}>
        {action}
      </button>
    </p>
  );
}
