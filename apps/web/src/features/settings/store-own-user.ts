import type { User } from '@app/contract';
import type { AppDispatch } from '../../app/store';
import { sessionApi } from '../../lib/session.api';

/**
 * Puts the account as the server answered it into both session caches (`/api/_initial` and the polled
 * `/api/_user`), so the chrome, the home feed choice and the composer see the change without a reload.
 * The settings answers carry no `moddingList`; the one already known is kept.
 */
export function storeOwnUser(dispatch: AppDispatch, user: User): void {
  dispatch(
    sessionApi.util.updateQueryData('getInitialState', undefined, (draft) => {
      if (draft.user) draft.user = { ...user, moddingList: draft.user.moddingList };
    }),
  );
  dispatch(sessionApi.util.updateQueryData('getCurrentUser', undefined, (draft) => ({ ...user, moddingList: draft.moddingList })));
}
