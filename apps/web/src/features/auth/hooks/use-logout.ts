import { UiMessages } from '@app/contract';
import { useCallback } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { alertShown } from '../../../components/alerts/alerts.slice';
import { reloadPage } from '../../../lib/reload-page';
import { useLogoutMutation } from '../auth.api';

export function useLogout() {
  const dispatch = useAppDispatch();
  const [logout] = useLogoutMutation();
  return useCallback(async () => {
    try {
      await logout().unwrap();
      reloadPage();
    } catch {
      dispatch(alertShown(UiMessages.logoutFailed, { id: 'logout', kind: 'error' }));
    }
  }, [dispatch, logout]);
}
