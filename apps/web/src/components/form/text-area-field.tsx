import { type TextareaHTMLAttributes, useId } from 'react';
import './text-field.css';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'aria-describedby'> {
  label: string;
  /**
   * Characters used against the most allowed, under the field and linked to it, so screen readers announce it
   * with the field. Left out where the form does not show the limit.
   */
  count?: string;
  /** Added to the count's `field__hint`. */
  countClassName?: string;
}

/**
 * TextField's counterpart for longer text (a description, an about, a note): a label, the textarea and, where
 * the limit is shown, its character count. The caller keeps the textarea's own classes, rows and limit.
 */
export function TextAreaField({ label, count, countClassName, ...textareaProps }: TextAreaFieldProps) {
  const id = useId();
  const countId = `${id}-count`;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <textarea id={id} aria-describedby={count === undefined ? undefined : countId} {...textareaProps} />
      {count !== undefined && (
        <p id={countId} className={countClassName ? `field__hint ${countClassName}` : 'field__hint'}>
          {count}
        </p>
      )}
    </div>
  );
}
