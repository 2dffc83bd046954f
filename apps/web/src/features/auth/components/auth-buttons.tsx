import { UiMessages } from '@app/contract';
import { useAppDispatch } from '../../../app/hooks';
import { modalOpened } from '../../../components/modal/modals.slice';
import { preloadAuthModals } from './lazy-auth-modals';

/** One of the navbar's two: the dialog's code starts loading as the pointer or focus reaches the button. */
function AuthButton({ modal, className, label }: { modal: 'login' | 'signup'; className: string; label: string }) {
  const dispatch = useAppDispatch();
  return (
    <button
      type="button"
      className={`button button--sm ${className}`}
      onPointerEnter={preloadAuthModals}
      onFocus={preloadAuthModals}
      onClick={() => dispatch(modalOpened(modal))}
    >
      {label}
    </button>
  );
}

/** Navbar actions for visitors. */
export function AuthButtons() {
  return (
    <>
      <AuthButton modal="login" className="button--ghost navbar__login" label={UiMessages.login} />
      <AuthButton modal="signup" className="button--primary navbar__signup" label={UiMessages.createAccount} />
    </>
  );
}
