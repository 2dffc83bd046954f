import { UiMessages } from '@app/contract';
import { type MouseEvent, type ReactNode, useEffect } from 'react';
import { NavLink, useLocation, useNavigate, useNavigationType } from 'react-router';
import { isBrowserClick } from '../../lib/app-link';
import { CountBadge } from '../count-badge/count-badge';
import { BellIcon, CommunitiesIcon, HomeIcon, PlusIcon, SearchIcon } from '../icons/chrome-icons';
import { ScrollMemory } from './scroll-memory';
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
  { to: '/search', label: links.search, icon: <SearchIcon /> },
  { to: '/new', label: links.newPost, icon: <PlusIcon /> },
  { to: '/notifications', label: links.notifications, icon: <BellIcon />, isNotifications: true },
];

const scrollMemory = new ScrollMemory();

/** Navigation state of a trip made from the bar to a remembered destination. */
interface BottomBarState {
  bottomBarScrollY: number;
}

function isBottomBarState(state: unknown): state is BottomBarState {
  return typeof state === 'object' && state !== null && typeof (state as Partial<BottomBarState>).bottomBarScrollY === 'number';
}

const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
/** A smooth scroll to the top lasts well under this; later scrolls are not this one's. */
const SCROLL_TO_TOP_WATCH_MS = 3000;

/**
 * Smooth unless the reader asked for less motion. Chromium drops a smooth scroll midway when the page's layout
 * moves under it (a feed page or an image arriving), which left the reader a few rows below where they were; so
 * when the scroll ends short and the reader has not taken over (wheel, touch, keys, pointer), it finishes at once.
 */
function scrollToTop() {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, 0);
    return;
  }
  if (window.scrollY === 0) return;
  const done = new AbortController();
  const stop = () => done.abort();
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { once: true, passive: true, signal: done.signal });
  const finish = () => {
    if (window.scrollY > 0) window.scrollTo(0, 0);
    stop();
  };
  window.addEventListener('scrollend', finish, { once: true, signal: done.signal });
  window.setTimeout(stop, SCROLL_TO_TOP_WATCH_MS);
  window.scrollTo({ top: 0, behavior: 'smooth' });
}

/** The narrow-screen bar of the main destinations; tapping the current one scrolls to the top. */
export function BottomBar({ notificationsCount }: { notificationsCount: number }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  // Decided from the URL and the memory at the tap, not from this render: while the next page's chunk loads,
  // React keeps showing the page being left (a transition) and this render's location and link state with it,
  // so a quick second tap (Communities, then Home) would scroll the old page instead of going home.
  const handleClick = (event: MouseEvent<HTMLAnchorElement>, to: string) => {
    if (isBrowserClick(event)) return;
    event.preventDefault();
    const current = window.location.pathname;
    if (current === to) {
      scrollToTop();
      return;
    }
    scrollMemory.leave(current, window.scrollY);
    const savedScrollY = scrollMemory.offsetFor(to);
    if (savedScrollY === undefined) navigate(to);
    else navigate(to, { state: { bottomBarScrollY: savedScrollY } satisfies BottomBarState, preventScrollReset: true });
  };

  // Runs after ScrollRestoration (a layout effect), which the tap told not to reset the scroll. Back
  // and forward keep ScrollRestoration's own positions: the state in the history entry is stale then.
  useEffect(() => {
    if (navigationType === 'PUSH' && isBottomBarState(location.state)) window.scrollTo(0, location.state.bottomBarScrollY);
  }, [location, navigationType]);

  return (
    <nav className="bottom-bar" aria-label={UiMessages.bottomNavigation}>
      <ul className="bottom-bar__list">
        {ITEMS.map((item) => {
          const count = item.isNotifications ? notificationsCount : 0;
          return (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end
                className="bottom-bar__link"
                // The badge is drawn for the eye only; the count reaches screen readers through the name.
                aria-label={count > 0 ? UiMessages.notificationsWithCount(count) : undefined}
                onClick={(event) => handleClick(event, item.to)}
              >
                {/* The label comes first in the text, a space before the badge's count, and is drawn under the icon
                    (CSS order): the name, "Notifications, 3 new", then holds the words shown in their order
                    ("Notifications 3"), as speech input expects. */}
                <span className="bottom-bar__label">{item.label}</span>{' '}
                <span className="bottom-bar__icon">
                  {item.icon}
                  <CountBadge count={count} />
                </span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
