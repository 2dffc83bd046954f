import { AccountSecurityMessages as M, AuthMessages, Errors, isValidEmail, type User } from '@app/contract';
import { type FormEvent, useState } from 'react';
import { CurrentPasswordField, TextField } from '../../../components/form/text-field';
import { ReauthCodeField } from './reauth-code-field';
import { useChangeEmailMutation } from '../account-security.api';
import { SettingsSection } from './settings-section';

/**
 * "Email" of the settings page while the site sends email: the new address gets a link and changes only once it
 * is opened; the current password is asked first, and a two-factor code when the account has two-factor sign-in
 * (the code field appears when the server asks for it, docs/security.md "Re-authentication").
 */
export function EmailSection({ user }: { user: User }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [changeEmail, { isLoading }] = useChangeEmailMutation();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSentTo(null);
    const address = email.trim();
    if (address && !isValidEmail(address)) return setProblem(AuthMessages.invalidEmail);
    setProblem(null);
    const result = await changeEmail(code === null ? { email: address, password } : { email: address, password, code: code.trim() });
    if ('data' in result && result.data?.ok) {
      setSentTo(address);
      setPassword('');
      setCode(null);
      return;
    }
    const failure = 'data' in result && result.data && !result.data.ok ? (result.data.failure as { code?: string; message?: string }) : null;
    if (failure?.code === Errors.REAUTH_CODE_REQUIRED.code || failure?.code === Errors.REAUTH_CODE_INVALID.code) {
      setCode((current) => current ?? '');
    }
    setProblem(failure?.message || M.somethingWrong);
  };

  return (
    <SettingsSection title={M.emailTitle} description={user.email ? M.emailCurrent(user.email) : M.emailNone}>
      {/* Its own form: the page's Save never sends the address while email is on. */}
      <form className="email-change" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <TextField label={M.emailNewLabel} type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        <CurrentPasswordField label={M.emailPasswordLabel} value={password} onValue={setPassword} />
        {code !== null && <ReauthCodeField autoFocus value={code} onChange={setCode} />}
        {problem && (
          <p className="field__error" role="alert">
            {problem}
          </p>
        )}
        <p role="status" className="email-change__status">
          {sentTo ? M.emailSent(sentTo) : ''}
        </p>
        <div>
          <button type="submit" className="button button--secondary" disabled={isLoading || password === ''}>
            {isLoading ? M.resetSending : M.emailSubmit}
          </button>
        </div>
      </form>
    </SettingsSection>
  );
}
