import { Suspense } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { lazyNamed } from '../../../app/lazy-named';
import { selectOpenModal } from '../../../components/modal/modals.slice';

const loadAuthModals = () => import('./auth-modals');
const AuthModals = lazyNamed(loadAuthModals, 'AuthModals');

/**
 * The auth dialogs (signup form, modal, focus trap) are not part of any first paint, so their code is
 * fetched the first time one opens, or earlier through `preloadAuthModals`, instead of with the app shell.
 */
export function LazyAuthModals() {
  const openModal = useAppSelector(selectOpenModal);
  if (!openModal) return null;
  return (
    <Suspense fallback={null}>
      <AuthModals />
    </Suspense>
  );
}

/** Starts the download when a visitor is about to open a dialog (hover or focus on Login / Create account). */
export function preloadAuthModals(): void {
  void loadAuthModals();
}
