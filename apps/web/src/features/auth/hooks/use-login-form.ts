import { Errors } from '@app/contract';
import { type FormEvent, useState } from 'react';
import { reloadPage } from '../../../lib/reload-page';
import { useLoginMutation } from '../auth.api';
import { asAuthFailure, loginErrorMessage, secondStepErrorMessage } from '../utils/auth-errors';
import { validateLogin } from '../utils/login-validation';

/** `password`: name and password; `totp` / `recovery`: the second step of an account with two-factor sign-in. */
export type LoginStep = 'password' | 'totp' | 'recovery';

export function useLoginForm() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [step, setStep] = useState<LoginStep>('password');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [login, { isLoading, isSuccess }] = useLoginMutation();

  const submitPassword = async () => {
    const validationError = validateLogin(username, password);
    setError(validationError);
    if (validationError) return;
    try {
      await login({ username: username.trim(), password: password.trim() }).unwrap();
      reloadPage();
    } catch (failure) {
      const apiError = asAuthFailure(failure);
      // docs/api/session.md §6.3: the right password of an account with two-factor sign-in asks for the code.
      if (apiError.code === Errors.TWO_FACTOR_REQUIRED.code) return setStep('totp');
      setError(loginErrorMessage(apiError, username));
    }
  };

  const submitCode = async () => {
    const typed = code.trim();
    if (!typed) return setError(secondStepErrorMessage(null));
    setError(null);
    const factor = step === 'totp' ? { totpCode: typed } : { recoveryCode: typed };
    try {
      await login({ username: username.trim(), password: password.trim(), ...factor }).unwrap();
      reloadPage();
    } catch (failure) {
      setError(secondStepErrorMessage(asAuthFailure(failure)));
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isLoading || isSuccess) return;
    void (step === 'password' ? submitPassword() : submitCode());
  };

  const goTo = (next: LoginStep) => {
    setStep(next);
    setCode('');
    setError(null);
  };

  return {
    username,
    password,
    step,
    code,
    error,
    // Stays busy after success: the page is about to reload, a second submit would only race it.
    isBusy: isLoading || isSuccess,
    handleUsernameChange: (value: string) => setUsername(value),
    handlePasswordChange: (value: string) => setPassword(value),
    handleCodeChange: (value: string) => {
      setCode(value);
      setError(null);
    },
    goTo,
    handleSubmit,
  };
}
