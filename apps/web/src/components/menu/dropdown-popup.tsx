import { type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { focusMenuItem, menuItems } from './menu-keys';

interface DropdownPopupProps {
  id: string;
  labelledBy: string;
  /** The menu's root (trigger and popup): a press outside it closes the menu. */
  rootRef: RefObject<HTMLDivElement | null>;
  onClose: (returnFocus: boolean) => void;
  children: ReactNode;
}

/**
 * The open part of a DropdownMenu: focus on the first item, roving focus with the arrows, Escape and
 * outside presses close. Its own chunk, loaded when a menu first opens (or its trigger is hovered).
 */
export function DropdownPopup({ id, labelledBy, rootRef, onClose, children }: DropdownPopupProps) {
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const menu = menuRef.current;
    if (menu) menuItems(menu)[0]?.focus();
    const handlePointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [rootRef, onClose]);

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') {
      onClose(false);
    } else if (menuRef.current && focusMenuItem(menuRef.current, event.key)) {
      event.preventDefault();
    }
  };

  // Activating a plain item closes the menu; checkbox items stay open so the change is visible.
  // Focus goes back to the trigger (WAI-ARIA menu button) so keyboard users keep their place;
  // an item whose action removes the trigger moves focus itself.
  const handleClick = (event: MouseEvent) => {
    const item = (event.target as HTMLElement).closest('[role="menuitem"]');
    if (item) onClose(true);
  };

  return (
    <div ref={menuRef} id={id} role="menu" aria-labelledby={labelledBy} className="menu" onKeyDown={handleKeyDown} onClick={handleClick}>
      {children}
    </div>
  );
}
