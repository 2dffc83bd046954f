import { UiMessages } from '@app/contract';
import { useAppDispatch } from '../../app/hooks';
import { loginPromptOpened } from '../../components/modal/modals.slice';
import { useCurrentUser } from '../use-session';
import type { ListTarget } from './list-cache';

/**
 * Save on the post page and under comments: the save-to-list dialog (its code loads on the first
 * press), or the login prompt for guests.
 */
export function SaveButton({ target }: { target: ListTarget }) {
  const dispatch = useAppDispatch();
  const viewer = useCurrentUser();
  const handleClick = () => {
    if (!viewer) return void dispatch(loginPromptOpened());
    void import('./save-to-list-root').then((dialog) => dialog.showSaveToList(target));
  };
  return (
    // Named in full: "Save" alone would be one of several (the comment edit box has a Save too).
    <button type="button" className="button button--ghost button--sm" aria-haspopup="dialog" aria-label={UiMessages.saveToList} onClick={handleClick}>
      {UiMessages.saveEdit}
    </button>
  );
}
