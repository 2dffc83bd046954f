import { UiMessages } from '@app/contract';
import { type RefObject, useEffect } from 'react';

/**
 * While `isActive` (unsaved changes, an upload under way), closing or reloading the tab asks first: browsers show
 * their own 'Leave site?' prompt for a cancelled beforeunload. `isDone` (a ref: set once the post is saved, or
 * once there is nothing left to save) lets the tab go.
 */
export function useConfirmUnload(isActive: boolean, isDone: RefObject<boolean>) {
  useEffect(() => {
    if (!isActive) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (isDone.current) return;
      event.preventDefault();
      event.returnValue = UiMessages.leaveConfirm;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isActive, isDone]);
}
