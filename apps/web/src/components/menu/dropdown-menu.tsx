import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { focusMenuItem, menuItems } from './menu-keys';
import './dropdown-menu.css';

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
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const buttonId = useId();

  const close = (returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!isOpen) return;
    const menu = menuRef.current;
    if (menu) menuItems(menu)[0]?.focus();
    const handlePointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [isOpen]);

  const handleButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setIsOpen(true);
    }
  };

  const handleMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      setIsOpen(false);
    } else if (menuRef.current && focusMenuItem(menuRef.current, event.key)) {
      event.preventDefault();
    }
  };

  // Activating a plain item closes the menu; checkbox items stay open so the change is visible.
  // Focus goes back to the trigger (WAI-ARIA menu button) so keyboard users keep their place;
  // an item whose action removes the trigger moves focus itself.
  const handleMenuClick = (event: MouseEvent) => {
    const item = (event.target as HTMLElement).closest('[role="menuitem"]');
    if (item) close(true);
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
        onClick={() => setIsOpen((open) => !open)}
        onKeyDown={handleButtonKeyDown}
      >
        {trigger}
      </button>
      {isOpen && (
        <div ref={menuRef} id={menuId} role="menu" aria-labelledby={buttonId} className="menu" onKeyDown={handleMenuKeyDown} onClick={handleMenuClick}>
          {children}
        </div>
      )}
    </div>
  );
}
