import { UiMessages } from '@app/contract';
import { useAppDispatch } from '../../../app/hooks';
import { modalOpened } from '../../../components/modal/modals.slice';

/** Navbar actions for visitors. */
export function AuthButtons() {
  const dispatch = useAppDispatch();
  return (
    <>
      <button type="button" className="button button--ghost button--sm" onClick={() => dispatch(modalOpened('login'))}>
        {UiMessages.login}
      </button>
      <button type="button" className="button button--primary button--sm" onClick={() => dispatch(modalOpened('signup'))}>
        {UiMessages.createAccount}
      </button>
    </>
  );
}
