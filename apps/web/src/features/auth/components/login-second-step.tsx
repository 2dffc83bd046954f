import { AuthMessages, TwoFactorMessages } from '@app/contract';
import { useEffect, useId, useRef } from 'react';
import { TextField } from '../../../components/form/text-field';
import type { useLoginForm } from '../hooks/use-login-form';
import { AuthSubmit } from './auth-form-parts';

/**
 * The second step of signing in to an account with two-factor sign-in (docs/api/session.md §6.3): the authenticator's
 * code, or a recovery code. Focus moves to the code field when the step opens or switches, so a keyboard or screen
 * reader user lands where to type; the step's title and explanation are read with the form.
 */
export function LoginSecondStep({ form }: { form: ReturnType<typeof useLoginForm> }) {
  const titleId = useId();
  const bodyId = useId();
  const fieldRef = useRef<HTMLDivElement>(null);
  const isTotp = form.step === 'totp';

  useEffect(() => {
    fieldRef.current?.querySelector('input')?.focus();
  }, [form.step]);

  return (
    <form className="auth-form" noValidate onSubmit={form.handleSubmit} aria-labelledby={titleId} aria-describedby={bodyId}>
      <h2 id={titleId} className="auth-form__step-title">
        {TwoFactorMessages.loginStepTitle}
      </h2>
      <p id={bodyId} className="auth-form__step-body">
        {isTotp ? TwoFactorMessages.loginStepBody : TwoFactorMessages.loginRecoveryBody}
      </p>
      <div ref={fieldRef}>
        <TextField
          key={form.step}
          label={isTotp ? TwoFactorMessages.codeLabel : TwoFactorMessages.recoveryLabel}
          name={isTotp ? 'totpCode' : 'recoveryCode'}
          autoComplete={isTotp ? 'one-time-code' : 'off'}
          inputMode={isTotp ? 'numeric' : 'text'}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={isTotp ? 6 : 32}
          value={form.code}
          onChange={(event) => form.handleCodeChange(event.target.value)}
        />
      </div>
      <AuthSubmit error={form.error} isBusy={form.isBusy} label={TwoFactorMessages.verify} busyLabel={AuthMessages.loggingIn} />
      <p className="auth-form__switch">
        <button type="button" className="link-button" onClick={() => form.goTo(isTotp ? 'recovery' : 'totp')}>
          {isTotp ? TwoFactorMessages.useRecovery : TwoFactorMessages.useAuthenticator}
        </button>{' '}
        ·{' '}
        <button type="button" className="link-button" onClick={() => form.goTo('password')}>
          {TwoFactorMessages.back}
        </button>
      </p>
    </form>
  );
}
