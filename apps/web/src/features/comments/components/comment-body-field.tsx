import { type TextareaHTMLAttributes, useId } from 'react';

interface CommentBodyFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className' | 'aria-invalid' | 'aria-describedby'> {
  /** Read by screen readers only: the box's place in the thread already shows what it is for. */
  label: string;
  error: string | null;
}

/** The text of a new comment, a reply or an edit, with its error under it, announced and linked to the box. */
export function CommentBodyField({ label, error, ...textareaProps }: CommentBodyFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <textarea
        id={id}
        className="field-input comment-box__input"
        {...textareaProps}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
