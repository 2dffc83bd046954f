import { UiMessages } from '@app/contract';
import { useAppDispatch } from '../../../app/hooks';
import { modalOpened } from '../../../components/modal/modals.slice';
import { preloadAuthModals } from './lazy-auth-modals';

/** Navbar actions for visitors. */
export function AuthButtons() {
  const dispatch = useAppDispatch();
  return (
    <>
      <button
        type="button"
        className="button button--ghost button--sm navbar__login"
        onPointerEnter={preloadAuthModals}
        onFocus={preloadAuthModals}
        onClick={() => dispatch(modalOpened('login'))}
      >
        {UiMessages.login}
      </button>
      <button
        type="button"
        className="button button--primary button--sm navbar__signup"
        onPointerEnter={preloadAuthModals}
        onFocus={preloadAuthModals}
        onClick={() => dispatch(modalOpened('signup'))}
      >
        {UiMessages.createAccount}
      </button>
    </>
  );
}
