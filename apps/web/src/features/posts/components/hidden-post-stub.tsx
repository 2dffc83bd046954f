import { UiMessages } from '@app/contract';
import { useEffect, useRef } from 'react';

interface HiddenPostStubProps {
  onUndo: () => void;
  /** True when the viewer just hid the post: the menu item they used is gone, so focus moves to Undo. */
  shouldFocus: boolean;
}

/** What is left of a hidden post in the feed. */
export function HiddenPostStub({ onUndo, shouldFocus }: HiddenPostStubProps) {
  const undoRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (shouldFocus) undoRef.current?.focus();
  }, [shouldFocus]);
  return (
    <div className="card post-card post-card--hidden" role="status">
      <span>{UiMessages.hiddenPost}</span>
      <button ref={undoRef} type="button" className="button button--ghost button--sm" onClick={onUndo}>
        {UiMessages.undo}
      </button>
    </div>
  );
}
