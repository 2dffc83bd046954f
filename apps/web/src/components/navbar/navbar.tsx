import { UiMessages } from '@app/contract';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { backTarget, isDeeperPage } from './back-button';
import { Logo } from './logo';
import { useNavbarScroll } from './use-navbar-scroll';
import './navbar.css';

interface NavbarProps {
  /** Opens the sidebar drawer (narrow screens, where the sidebar has no column of its own). */
  onMenuClick: () => void;
  /** The search, between the brand and the account actions (a box, or a button on phones). */
  search: ReactNode;
  /** The right side, from the app layer, which knows who is signed in. */
  children: ReactNode;
}

/** The top bar: menu and logo (or Back on deeper pages of narrow screens), then the account actions. */
export function Navbar({ onMenuClick, search, children }: NavbarProps) {
  const { isHidden, isScrolled } = useNavbarScroll();
  const location = useLocation();
  const navigate = useNavigate();
  const isDeeper = isDeeperPage(location.pathname);
  const className = `navbar${isHidden ? ' navbar--hidden' : ''}${isScrolled ? ' navbar--scrolled' : ''}${isDeeper ? ' navbar--deeper' : ''}`;
  const handleBack = () => {
    const target = backTarget(location.key);
    void (target === -1 ? navigate(-1) : navigate(target));
  };
  return (
    <header className={className}>
      <nav className="navbar__inner" aria-label={UiMessages.mainNavigation}>
        <div className="navbar__start">
          <button type="button" className="icon-button navbar__menu" aria-label={UiMessages.openMenu} aria-haspopup="dialog" onClick={onMenuClick}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          {isDeeper && (
            <button type="button" className="icon-button navbar__back" onClick={handleBack}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path d="M15 5l-7 7 7 7" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <span className="navbar__back-text">{UiMessages.back}</span>
            </button>
          )}
          <Link to="/" className="navbar__brand" aria-label={UiMessages.homeLink}>
            <Logo />
            <span className="navbar__name" aria-hidden="true">
              {UiMessages.appName}
            </span>
          </Link>
        </div>
        <div className="navbar__search">{search}</div>
        <div className="navbar__actions">{children}</div>
      </nav>
    </header>
  );
}
