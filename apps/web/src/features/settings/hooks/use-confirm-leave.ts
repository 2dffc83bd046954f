import { UiMessages } from '@app/contract';
import { type RefObject, useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * While there are unsaved changes, leaving the page asks first ('Are you sure you want to leave?', as the
 * composer does): in-app navigation through a confirm, closing or reloading the tab through the browser's prompt.
 * `isGone` (a ref, read in the same tick as the navigation it allows) lets the page go without asking: after
 * the account was deleted there is nothing left to save.
 */
export function useConfirmLeave(isActive: boolean, isGone: RefObject<boolean>): void {
  useBlocker(({ currentLocation, nextLocation }) => {
    if (!isActive || isGone.current || currentLocation.pathname === nextLocation.pathname) return false;
    return !window.confirm(UiMessages.leaveConfirm);
  });
  useEffect(() => {
    if (!isActive) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (isGone.current) return;
      event.preventDefault();
      event.returnValue = UiMessages.leaveConfirm;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isActive, isGone]);
}
