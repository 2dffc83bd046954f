import { UiMessages } from '@app/contract';
import { type RefObject, useEffect } from 'react';

/**
 * While `isActive` (dirty or uploading), closing or reloading the tab asks first: browsers show their
 * own 'Leave site?' prompt for a cancelled beforeunload. `isDone` (set once the post is saved) lets the tab go.
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
