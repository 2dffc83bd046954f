import { AuthMessages, UiMessages } from '@app/contract';
import { TextField } from '../../../components/form/text-field';
import { useInitialState } from '../../../lib/use-session';
import { useSignupForm } from '../hooks/use-signup-form';
import { AuthSubmit, AuthSwitch, PasswordField, UsernameField } from './auth-form-parts';

/** The new password and its repeat: alike but for what they hold. */
const NEW_PASSWORD_FIELDS = [
  { field: 'password', name: 'password', label: AuthMessages.passwordLabel },
  { field: 'repeatPassword', name: 'repeat-password', label: AuthMessages.repeatPasswordLabel },
] as const;

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
        {NEW_PASSWORD_FIELDS.map(({ field, name, label }) => (
          <PasswordField
            key={field}
            label={label}
            name={name}
            autoComplete="new-password"
            value={fields[field]}
            error={errors[field]}
            onChange={(event) => form.handleChange(field, event.target.value)}
          />
        ))}
        <AuthSubmit error={form.formError} isBusy={form.isBusy} label={AuthMessages.signupSubmit} busyLabel={AuthMessages.signingUp} />
      </fieldset>
      <AuthSwitch question={AuthMessages.haveAccountQuestion} action={UiMessages.login} onClick={onLoginClick} />
    </form>
  );
}
