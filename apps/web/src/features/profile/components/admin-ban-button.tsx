import { ModerationMessages, type User } from '@app/contract';
import { Suspense, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { lazyNamed } from '../../../app/lazy-named';
import { alertShown } from '../../../components/alerts/alerts.slice';
import { isApiError } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/use-session';
import { useBanUserMutation } from '../ban.api';
import { canBan } from '../utils/ban';

const BanUserDialog = lazyNamed(() => import('./ban-user-dialog'), 'BanUserDialog');

/**
 * Admins' Ban user / Unban user on a profile (not their own, not another admin's). Ban opens the
 * two-step dialog; unban is a plain 'Are you sure?' (docs/screens.md §5, Confirmations).
 */
export function AdminBanButton({ user }: { user: Pick<User, 'id' | 'username' | 'isAdmin' | 'isBanned' | 'deleted'> }) {
  const viewer = useCurrentUser();
  const dispatch = useAppDispatch();
  const [banUser, { isLoading }] = useBanUserMutation();
  const [isOpen, setIsOpen] = useState(false);
  if (!canBan(viewer, user)) return null;

  const handleUnban = async () => {
    if (isLoading || !window.confirm(ModerationMessages.unbanConfirm)) return;
    try {
      await banUser({ userId: user.id, username: user.username, ban: false, deleteContent: false }).unwrap();
      dispatch(alertShown(ModerationMessages.userUnbanned));
    } catch (failure) {
      dispatch(alertShown(ModerationMessages.unbanFailed(isApiError(failure) ? failure.message : ''), { kind: 'error' }));
    }
  };

  if (user.isBanned) {
    return (
      <div className="profile-header__admin">
        <button type="button" className="button button--secondary button--sm" aria-disabled={isLoading} onClick={() => void handleUnban()}>
          {ModerationMessages.unbanUser}
        </button>
      </div>
    );
  }
  return (
    <div className="profile-header__admin">
      <button
        type="button"
        className="button button--secondary button--sm"
        aria-haspopup="dialog"
        onClick={() => setIsOpen(true)}
        onPointerEnter={() => void BanUserDialog.preload()}
      >
        {ModerationMessages.banUser}
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <BanUserDialog
            user={user}
            onClose={() => setIsOpen(false)}
            onBanned={() => {
              setIsOpen(false);
              dispatch(alertShown(ModerationMessages.userBanned));
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
