import type { User } from '@app/contract';
import { Suspense } from 'react';
import { lazyNamed } from '../../../app/lazy-named';

// Each dialog is its own chunk, fetched on first open (docs/web.md: every modal is lazy).
const ChangePasswordDialog = lazyNamed(() => import('./change-password-dialog'), 'ChangePasswordDialog');
const DeleteAccountDialog = lazyNamed(() => import('./delete-account-dialog'), 'DeleteAccountDialog');

export type AccountDialog = 'changePassword' | 'deleteAccount';

interface LazyAccountDialogsProps {
  open: AccountDialog | null;
  username: string;
  onClose: () => void;
  onPasswordChanged: (user: User) => void;
  onDeleted: () => void;
}

export function LazyAccountDialogs({ open, username, onClose, onPasswordChanged, onDeleted }: LazyAccountDialogsProps) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      {open === 'changePassword' ? (
        <ChangePasswordDialog onClose={onClose} onChanged={onPasswordChanged} />
      ) : (
        <DeleteAccountDialog username={username} onClose={onClose} onDeleted={onDeleted} />
      )}
    </Suspense>
  );
}

/** Starts a dialog's download when the member is about to open it (hover or focus on its button). */
export function preloadAccountDialog(dialog: AccountDialog): void {
  void (dialog === 'changePassword' ? ChangePasswordDialog : DeleteAccountDialog).preload();
}
