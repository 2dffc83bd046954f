import { type FormEvent, useState } from 'react';
import { reloadPage } from '../../../lib/reload-page';
import { useSignupMutation } from '../auth.api';
import { asAuthFailure, signupFailure } from '../utils/auth-errors';
import { hasSignupErrors, type SignupErrors, type SignupFields, validateSignup, validateSignupUsername } from '../utils/signup-validation';
import { useUsernameCheck } from './use-username-check';

const emptyFields: SignupFields = { username: '', email: '', password: '', repeatPassword: '' };

export function useSignupForm() {
  const [fields, setFields] = useState<SignupFields>(emptyFields);
  const [errors, setErrors] = useState<SignupErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [signup, { isLoading, isSuccess }] = useSignupMutation();
  const checkUsername = useUsernameCheck();

  const handleChange = (field: keyof SignupFields, value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    // A field's error goes once the user edits it; the next submit re-checks everything.
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleUsernameBlur = async () => {
    if (fields.username.trim() === '') return;
    const localError = validateSignupUsername(fields.username);
    const error = localError ?? (await checkUsername(fields.username));
    setErrors((current) => ({ ...current, username: error ?? undefined }));
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validateSignup(fields);
    if (!found.username) {
      const takenError = await checkUsername(fields.username);
      if (takenError) found.username = takenError;
    }
    setErrors(found);
    if (hasSignupErrors(found)) return;
    try {
      await signup({
        username: fields.username.trim(),
        email: fields.email.trim(),
        password: fields.password.trim(),
      }).unwrap();
      reloadPage();
    } catch (failure) {
      const { field, message } = signupFailure(asAuthFailure(failure), fields.username);
      if (field === 'username') setErrors((current) => ({ ...current, username: message }));
      else setFormError(message);
    }
  };

  return {
    fields,
    errors,
    formError,
    isBusy: isLoading || isSuccess,
    handleChange,
    handleUsernameBlur,
    handleSubmit,
  };
}
