import { AuthMessages, UiMessages } from '@app/contract';
import { TextField } from '../../../components/form/text-field';
import { useInitialState } from '../../../lib/use-session';
import { useSignupForm } from '../hooks/use-signup-form';
import { AuthSubmit, AuthSwitch, UsernameField } from './auth-form-parts';

export function SignupForm({ onLoginClick }: { onLoginClick?: () => void }) {
  const form = useSignupForm();
  const isDisabled = useInitialState()?.signupsDisabled ?? false;
  const { fields, errors } = form;
  const hasNoEmail = fields.email.trim() === '';

  return (
    <form className="auth-form" noValidate onSubmit={form.handleSubmit}>
      {isDisabled && (
        <p className="form-notice" role="status">
          {AuthMessages.signupsDisabled}
        </p>
      )}
      <fieldset className="auth-form__fields" disabled={isDisabled}>
        <UsernameField
          value={fields.username}
          error={errors.username}
          onChange={(event) => form.handleChange('username', event.target.value)}
          onBlur={form.handleUsernameBlur}
        />
        <TextField
          label={AuthMessages.emailLabel}
          name="email"
          type="email"
          autoComplete="email"
          value={fields.email}
          error={errors.email}
          hint={hasNoEmail ? AuthMessages.noEmailWarning : null}
          onChange={(event) => form.handleChange('email', event.target.value)}
        />
        <TextField
          label={AuthMessages.passwordLabel}
          name="password"
          type="password"
          autoComplete="new-password"
          value={fields.password}
          error={errors.password}
          onChange={(event) => form.handleChange('password', event.target.value)}
        />
        <TextField
          label={AuthMessages.repeatPasswordLabel}
          name="repeat-password"
          type="password"
          autoComplete="new-password"
          value={fields.repeatPassword}
          error={errors.repeatPassword}
          onChange={(event) => form.handleChange('repeatPassword', event.target.value)}
        />
        <AuthSubmit error={form.formError} isBusy={form.isBusy} label={AuthMessages.signupSubmit} busyLabel={AuthMessages.signingUp} />
      </fieldset>
      <AuthSwitch question={AuthMessages.haveAccountQuestion} action={UiMessages.login} onClick={onLoginClick} />
    </form>
  );
}
