import { UiMessages } from '@app/contract';
import type { RefObject } from 'react';
import { useBlocker } from 'react-router';
import { useConfirmUnload } from './use-confirm-unload';

/**
 * While `isActive` (unsaved changes), leaving the page asks first ('Are you sure you want to leave?'): in-app
 * navigation through a confirm, closing or reloading the tab through the browser's prompt. `isDone` (a ref, read
 * in the same tick as the navigation it allows) lets the page go without asking, once there is nothing to lose.
 */
export function useConfirmLeave(isActive: boolean, isDone: RefObject<boolean>): void {
  useBlocker(({ currentLocation, nextLocation }) => {
    if (!isActive || isDone.current || currentLocation.pathname === nextLocation.pathname) return false;
    return !window.confirm(UiMessages.leaveConfirm);
  });
  useConfirmUnload(isActive, isDone);
}
