import { UiMessages } from '@app/contract';
import type { MouseEvent, ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { shortenCount } from '../../lib/format-count';
import { BellIcon, CommunitiesIcon, HomeIcon, PlusIcon } from '../icons/chrome-icons';
import './bottom-bar.css';

const links = UiMessages.chromeLinks;

interface BottomBarItem {
  to: string;
  label: string;
  icon: ReactNode;
  isNotifications?: boolean;
}

const ITEMS: readonly BottomBarItem[] = [
  { to: '/', label: links.home, icon: <HomeIcon /> },
  { to: '/communities', label: links.communities, icon: <CommunitiesIcon /> },
  { to: '/new', label: links.newPost, icon: <PlusIcon /> },
  { to: '/notifications', label: links.notifications, icon: <BellIcon />, isNotifications: true },
];

function scrollToTop() {
  const isReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: isReduced ? 'auto' : 'smooth' });
}

/** The narrow-screen bar of the four main destinations; tapping the current one scrolls to the top. */
export function BottomBar({ notificationsCount }: { notificationsCount: number }) {
  const { pathname } = useLocation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>, to: string) => {
    if (pathname !== to) return;
    event.preventDefault();
    scrollToTop();
  };
  return (
    <nav className="bottom-bar" aria-label={UiMessages.bottomNavigation}>
      <ul className="bottom-bar__list">
        {ITEMS.map((item) => {
          const count = item.isNotifications ? notificationsCount : 0;
          return (
            <li key={item.to}>
              <NavLink to={item.to} end className="bottom-bar__link" onClick={(event) => handleClick(event, item.to)}>
                <span className="bottom-bar__icon">
                  {item.icon}
                  {count > 0 && (
                    <span className="bottom-bar__badge" aria-hidden="true">
                      {shortenCount(count)}
                    </span>
                  )}
                </span>
                <span className="bottom-bar__label">{item.label}</span>
                {count > 0 && <span className="visually-hidden">, {UiMessages.newNotifications(count)}</span>}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
