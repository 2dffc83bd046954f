import { AuthMessages, UiMessages } from '@app/contract';
import { useLoginForm } from '../hooks/use-login-form';
import { AuthSubmit, AuthSwitch, PasswordField, UsernameField } from './auth-form-parts';
import { LoginSecondStep } from './login-second-step';

interface LoginFormProps {
  /** Offers the switch to signup when given (the modal does; the /login card links too). */
  onSignupClick?: () => void;
}

export function LoginForm({ onSignupClick }: LoginFormProps) {
  const form = useLoginForm();
  if (form.step !== 'password') return <LoginSecondStep form={form} />;
  return (
    <form className="auth-form" noValidate onSubmit={form.handleSubmit}>
      <UsernameField value={form.username} onChange={(event) => form.handleUsernameChange(event.target.value)} />
      <PasswordField
        label={AuthMessages.passwordLabel}
        name="password"
        autoComplete="current-password"
        value={form.password}
        onChange={(event) => form.handlePasswordChange(event.target.value)}
      />
      <AuthSubmit error={form.error} isBusy={form.isBusy} label={AuthMessages.loginSubmit} busyLabel={AuthMessages.loggingIn} />
      <AuthSwitch question={AuthMessages.noAccountQuestion} action={UiMessages.createAccount} onClick={onSignupClick} />
    </form>
  );
}
