import { UiMessages } from '@app/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from './logo';
import { useNavbarScroll } from './use-navbar-scroll';
import './navbar.css';

/** The top bar. Its right side comes from the app layer, which knows who is signed in. */
export function Navbar({ children }: { children: ReactNode }) {
  const { isHidden, isScrolled } = useNavbarScroll();
  const className = `navbar${isHidden ? ' navbar--hidden' : ''}${isScrolled ? ' navbar--scrolled' : ''}`;
  return (
    <header className={className}>
      <nav className="navbar__inner" aria-label={UiMessages.mainNavigation}>
        <Link to="/" className="navbar__brand" aria-label={UiMessages.homeLink}>
          <Logo />
          <span className="navbar__name" aria-hidden="true">
            {UiMessages.appName}
          </span>
        </Link>
        <div className="navbar__actions">{children}</div>
      </nav>
    </header>
  );
}
