import { useState } from 'react';

/**
 * The send of a one-field mod dialog (rule, ban, add moderator): the field's own problem shown at the field,
 * otherwise one call at a time, and the server's refusal, if any, kept for the footer.
 */
export function useDialogSubmit<T>(onSubmit: (values: T) => Promise<string | null>) {
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const submit = async (values: T, fieldProblem: string | null) => {
    if (isBusy) return;
    if (fieldProblem) return setFieldError(fieldProblem);
    setFieldError(null);
    setError(null);
    setIsBusy(true);
    const failure = await onSubmit(values);
    setIsBusy(false);
    setError(failure);
  };

  return { fieldError, error, isBusy, submit };
}
