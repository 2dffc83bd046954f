import { type KeyboardEvent, type ReactNode, Suspense, useCallback, useId, useRef, useState } from 'react';
import { lazyNamed } from '../../app/lazy-named';
import './dropdown-menu.css';

// The open menu's behaviour is not needed until a menu opens; only the trigger is in the first paint.
const DropdownPopup = lazyNamed(() => import('./dropdown-popup'), 'DropdownPopup');
const preloadPopup = () => void DropdownPopup.preload();

interface DropdownMenuProps {
  /** Visible content of the trigger button. */
  trigger: ReactNode;
  /** Accessible name of the trigger, when its visible content alone does not say what it opens. */
  label?: string;
  triggerClassName?: string;
  /** Menu items: MenuLink, MenuButton or other elements with a menuitem role. */
  children: ReactNode;
}

export function DropdownMenu({ trigger, label, triggerClassName, children }: DropdownMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const buttonId = useId();

  const close = useCallback((returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const handleButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setIsOpen(true);
    }
  };

  return (
    <div className="dropdown" ref={rootRef}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={triggerClassName}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        aria-label={label}
        onPointerEnter={preloadPopup}
        onFocus={preloadPopup}
        onClick={() => setIsOpen((open) => !open)}
        onKeyDown={handleButtonKeyDown}
      >
        {trigger}
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <DropdownPopup id={menuId} labelledBy={buttonId} rootRef={rootRef} onClose={close}>
            {children}
          </DropdownPopup>
        </Suspense>
      )}
    </div>
  );
}
