import { UiMessages } from '@app/contract';
import { TextField } from '../../../components/form/text-field';
import { useLoginForm } from '../hooks/use-login-form';
import './auth-form.css';

interface LoginFormProps {
  /** Offers the switch to signup when given (the modal does; the /login card links too). */
  onSignupClick?: () => void;
}

export function LoginForm({ onSignupClick }: LoginFormProps) {
  const form = useLoginForm();
  return (
    <form className="auth-form" noValidate onSubmit={form.handleSubmit}>
      <TextField
        label={UiMessages.usernameLabel}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={form.username}
        onChange={(event) => form.handleUsernameChange(event.target.value)}
      />
      <TextField
        label={UiMessages.passwordLabel}
        name="password"
        type="password"
        autoComplete="current-password"
        value={form.password}
        onChange={(event) => form.handlePasswordChange(event.target.value)}
      />
      {form.error && (
        <p className="form-error" role="alert">
          {form.error}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={form.isBusy}>
        {form.isBusy ? UiMessages.loggingIn : UiMessages.loginSubmit}
      </button>
      {onSignupClick && (
        <p className="auth-form__switch">
          {UiMessages.noAccountQuestion}{' '}
          <button type="button" className="link-button" onClick={onSignupClick}>
            {UiMessages.createAccount}
          </button>
        </p>
      )}
    </form>
  );
}
