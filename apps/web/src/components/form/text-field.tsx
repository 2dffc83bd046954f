import { type InputHTMLAttributes, useId } from 'react';
import './text-field.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the field and linked to it, so screen readers announce it with the field. */
  error?: string | null;
  hint?: string | null;
}

export function TextField({ label, error, hint, className, ...inputProps }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input id={id} className="field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...inputProps} />
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

interface CurrentPasswordFieldProps {
  label: string;
  value: string;
  /** The typed value (each change), for forms that also clear their error as the person types. */
  onValue: (value: string) => void;
  autoFocus?: boolean;
  error?: string | null;
}

/** The account's password, asked again before a sensitive change (docs/security.md "Re-authentication"). */
export function CurrentPasswordField({ label, value, onValue, autoFocus, error }: CurrentPasswordFieldProps) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete="current-password"
      autoFocus={autoFocus}
      value={value}
      onChange={(event) => onValue(event.target.value)}
      error={error}
    />
  );
}
