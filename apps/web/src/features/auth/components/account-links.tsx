import { AccountSecurityMessages as M, AuthMessages } from '@app/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { TextField } from '../../../components/form/text-field';
import { type LinkOutcome, useConfirmEmailChangeMutation, useConfirmPasswordResetMutation, useRequestPasswordResetMutation } from '../account-links.api';
import { AuthSubmit, PasswordField } from './auth-form-parts';

/** The token of a mailed link: it rides in the fragment (`#token=…`), which no server ever sees. */
export function tokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}

const failureText = (outcome: LinkOutcome) => (outcome.ok ? null : outcome.failure.message || M.somethingWrong);

/** "Forgot password?": asks for a name or an address; the answer is the same whoever it names. */
function RequestResetForm() {
  const [login, setLogin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSent, setSent] = useState(false);
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!login.trim()) return setError(AuthMessages.usernameEmpty);
    const result = await requestReset({ login: login.trim() });
    const outcome = 'data' in result && result.data ? result.data : null;
    setError(outcome ? failureText(outcome) : M.somethingWrong);
    setSent(outcome?.ok === true);
  };
  if (isSent) return <p role="status">{M.resetSent}</p>;
  return (
    <form className="auth-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <p>{M.resetIntro}</p>
      <TextField
        label={M.resetLoginLabel}
        name="login"
        autoComplete="username"
        autoCapitalize="none"
        value={login}
        onChange={(e) => setLogin(e.target.value)}
      />
      <AuthSubmit error={error} isBusy={isLoading} label={M.resetSend} busyLabel={M.resetSending} />
    </form>
  );
}

/** The mailed link's page: a new password, twice. */
function NewPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isDone, setDone] = useState(false);
  const [confirmReset, { isLoading }] = useConfirmPasswordResetMutation();
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== repeat) return setError(AuthMessages.passwordsDoNotMatch);
    const result = await confirmReset({ token, password });
    const outcome = 'data' in result && result.data ? result.data : null;
    setError(outcome ? failureText(outcome) : M.somethingWrong);
    setDone(outcome?.ok === true);
  };
  if (isDone)
    return (
      <div role="status">
        <p>{M.resetDone}</p>
        <Link to="/login">{M.goToLogin}</Link>
      </div>
    );
  return (
    <form className="auth-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <PasswordField
        label={M.resetNewPasswordLabel}
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <PasswordField label={M.resetRepeatLabel} name="repeat-password" autoComplete="new-password" value={repeat} onChange={(e) => setRepeat(e.target.value)} />
      <AuthSubmit error={error} isBusy={isLoading} label={M.resetSave} busyLabel={M.resetSending} />
    </form>
  );
}

export function ResetPasswordScreen({ hash }: { hash: string }) {
  const token = tokenFromHash(hash);
  return token ? <NewPasswordForm token={token} /> : <RequestResetForm />;
}

/** The email-change link's page: confirms on arrival (once, even under StrictMode's double effects). */
export function ConfirmEmailScreen({ hash }: { hash: string }) {
  const token = tokenFromHash(hash);
  const [confirmEmail] = useConfirmEmailChangeMutation();
  const [state, setState] = useState<{ done: boolean; error: string | null }>({ done: false, error: token ? null : M.resetMissingToken });
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void confirmEmail({ token }).then((result) => {
      const outcome = 'data' in result && result.data ? result.data : null;
      setState({ done: outcome?.ok === true, error: outcome ? failureText(outcome) : M.somethingWrong });
    });
  }, [token, confirmEmail]);
  if (state.error)
    return (
      <p className="form-error" role="alert">
        {state.error}
      </p>
    );
  return <p role="status">{state.done ? M.emailConfirmed : M.emailConfirming}</p>;
}
