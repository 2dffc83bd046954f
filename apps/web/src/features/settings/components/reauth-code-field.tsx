import { TwoFactorMessages } from '@app/contract';
import { TextField } from '../../../components/form/text-field';

/**
 * The re-authentication code of the settings forms (docs/security.md "Re-authentication"): an authenticator code
 * or a recovery code, so letters are allowed and nothing is autocorrected.
 */
export function ReauthCodeField({ value, onChange, autoFocus }: { value: string; onChange: (code: string) => void; autoFocus?: boolean }) {
  return (
    <TextField
      label={TwoFactorMessages.codeOrRecoveryLabel}
      autoComplete="one-time-code"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={32}
      autoFocus={autoFocus}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
