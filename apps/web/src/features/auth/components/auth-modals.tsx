import { AuthMessages, UiMessages } from '@app/contract';
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Modal } from '../../../components/modal/modal';
import { modalClosed, modalOpened, selectOpenModal } from '../../../components/modal/modals.slice';
import { LoginForm } from './login-form';
import { LoginPrompt } from './login-prompt';
import { SignupForm } from './signup-form';

/** Renders whichever auth dialog the shared modals state asks for. */
export function AuthModals() {
  const openModal = useAppSelector(selectOpenModal);
  const dispatch = useAppDispatch();
  const handleClose = useCallback(() => dispatch(modalClosed()), [dispatch]);
  const handleLoginClick = useCallback(() => dispatch(modalOpened('login')), [dispatch]);
  const handleSignupClick = useCallback(() => dispatch(modalOpened('signup')), [dispatch]);

  switch (openModal) {
    case 'login':
      return (
        <Modal title={UiMessages.login} onClose={handleClose}>
          <LoginForm onSignupClick={handleSignupClick} />
        </Modal>
      );
    case 'signup':
      return (
        <Modal title={UiMessages.createAccount} onClose={handleClose}>
          <SignupForm onLoginClick={handleLoginClick} />
        </Modal>
      );
    case 'login-prompt':
      return (
        <Modal title={AuthMessages.loginToContinue} description={AuthMessages.loginPromptBody} onClose={handleClose} size="sm">
          <LoginPrompt onLoginClick={handleLoginClick} onSignupClick={handleSignupClick} />
        </Modal>
      );
    default:
      return null;
  }
}
