import { AccountSecurityMessages, AuthMessages, UiMessages } from '@app/contract';
import { Link } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { modalClosed } from '../../../components/modal/modals.slice';
import { useInitialState } from '../../../lib/use-session';
import { useLoginForm } from '../hooks/use-login-form';
import { AuthSubmit, AuthSwitch, PasswordField, UsernameField } from './auth-form-parts';
import { LoginSecondStep } from './login-second-step';

interface LoginFormProps {
  /** Offers the switch to signup when given (the modal does; the /login card links too). */
  onSignupClick?: () => void;
}

export function LoginForm({ onSignupClick }: LoginFormProps) {
  const form = useLoginForm();
  const isEmailOn = useInitialState()?.site?.emailEnabled === true;
  const dispatch = useAppDispatch();
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
      {isEmailOn && (
        <p className="auth-form__forgot">
          <Link to="/account/reset-password" onClick={() => dispatch(modalClosed())}>
            {AccountSecurityMessages.forgotPassword}
          </Link>
        </p>
      )}
      <AuthSubmit error={form.error} isBusy={form.isBusy} label={AuthMessages.loginSubmit} busyLabel={AuthMessages.loggingIn} />
      <AuthSwitch question={AuthMessages.noAccountQuestion} action={UiMessages.createAccount} onClick={onSignupClick} />
    </form>
  );
}
