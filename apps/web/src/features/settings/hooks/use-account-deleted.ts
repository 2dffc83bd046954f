import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import type { AppDispatch } from '../../../app/store';
import { alertShown } from '../../../components/alerts/alerts.slice';
import { api } from '../../../lib/api';
import { sessionApi } from '../../../lib/session.api';
import { SettingsTexts } from '../settings-texts';

async function signOutHere(dispatch: AppDispatch) {
  await dispatch(sessionApi.endpoints.getInitialState.initiate(undefined, { forceRefetch: true, subscribe: false }));
  // What was fetched as the member (votes, joins, notifications) is no longer true for a visitor.
  dispatch(api.util.invalidateTags(['Feed', 'Post', 'Comments', 'Community', 'User', 'Notifications']));
  dispatch(alertShown(SettingsTexts.accountDeleted, { id: 'settings-deleted' }));
}

/**
 * After the account is deleted the server has ended its sessions: the member goes home as a visitor (docs/web.md
 * "Settings"). The session is read again only once the settings page has left the screen: the router commits
 * navigations in a transition, and a visitor still on /settings would be sent to /login by the login guard.
 */
export function useAccountDeleted(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isDeleted = useRef(false);
  useEffect(
    () => () => {
      if (isDeleted.current) void signOutHere(dispatch);
    },
    [dispatch],
  );
  return () => {
    isDeleted.current = true;
    void navigate('/', { replace: true });
  };
}
