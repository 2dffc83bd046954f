import { type FormEvent, useState } from 'react';
import { reloadPage } from '../../../lib/reload-page';
import { useLoginMutation } from '../auth.api';
import { asAuthFailure, loginErrorMessage } from '../utils/auth-errors';
import { validateLogin } from '../utils/login-validation';

export function useLoginForm() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [login, { isLoading, isSuccess }] = useLoginMutation();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const validationError = validateLogin(username, password);
    setError(validationError);
    if (validationError) return;
    try {
      await login({ username: username.trim(), password: password.trim() }).unwrap();
      reloadPage();
    } catch (failure) {
      setError(loginErrorMessage(asAuthFailure(failure), username));
    }
  };

  return {
    username,
    password,
    error,
    // Stays busy after success: the page is about to reload, a second submit would only race it.
    isBusy: isLoading || isSuccess,
    handleUsernameChange: (value: string) => setUsername(value),
    handlePasswordChange: (value: string) => setPassword(value),
    handleSubmit,
  };
}
