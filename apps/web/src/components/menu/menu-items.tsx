import type { ReactNode } from 'react';
import { Link } from 'react-router';

// tabIndex -1: focus moves between items with the arrow keys, Tab leaves the menu.

export function MenuLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} role="menuitem" tabIndex={-1} className="menu__item">
      {children}
    </Link>
  );
}

export function MenuButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" role="menuitem" tabIndex={-1} className="menu__item" onClick={onClick}>
      {children}
    </button>
  );
}

export function MenuSeparator() {
  return <div role="separator" className="menu__separator" />;
}

export function MenuHeading({ children }: { children: ReactNode }) {
  return (
    <div className="menu__heading" role="presentation">
      {children}
    </div>
  );
}
