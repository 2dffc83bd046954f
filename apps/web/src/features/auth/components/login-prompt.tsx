import { UiMessages } from '@app/contract';
import './auth-form.css';

interface LoginPromptProps {
  onLoginClick: () => void;
  onSignupClick: () => void;
}

/** Body of the 'Login to continue' dialog; open it with `loginPromptOpened()` from any feature. */
export function LoginPrompt({ onLoginClick, onSignupClick }: LoginPromptProps) {
  return (
    <div className="login-prompt stack">
      <button type="button" className="button button--primary button--block" onClick={onLoginClick}>
        {UiMessages.login}
      </button>
      <button type="button" className="button button--secondary button--block" onClick={onSignupClick}>
        {UiMessages.signup}
      </button>
    </div>
  );
}
