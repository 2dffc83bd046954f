import { UiMessages, type User } from '@app/contract';
import type { ReactNode } from 'react';
import { DropdownMenu } from '../../../components/menu/dropdown-menu';
import { MenuButton, MenuHeading, MenuLink, MenuSeparator } from '../../../components/menu/menu-items';
import { useLogout } from '../hooks/use-logout';
import './user-menu.css';

interface UserMenuProps {
  user: User;
  /** Items other features contribute (the dark mode switch), composed by the app layer. */
  children?: ReactNode;
}

export function UserMenu({ user, children }: UserMenuProps) {
  const handleLogout = useLogout();
  const pointsText = UiMessages.points(user.points);
  return (
    <DropdownMenu
      triggerClassName="user-menu__trigger"
      trigger={
        <>
          <span className="user-menu__avatar" aria-hidden="true">
            {user.username.charAt(0).toUpperCase()}
          </span>
          <span className="user-menu__text">
            <span className="user-menu__name">{user.username}</span>
            <span className="user-menu__points">{pointsText}</span>
          </span>
          <svg className="user-menu__chevron" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
          </svg>
        </>
      }
    >
      <MenuHeading>
        @{user.username} · {pointsText}
      </MenuHeading>
      <MenuLink to="/settings">{UiMessages.settings}</MenuLink>
      <MenuLink to={`/@${user.username}`}>{UiMessages.profile}</MenuLink>
      {user.isAdmin && <MenuLink to="/admin">{UiMessages.screenNames.admin}</MenuLink>}
      {children}
      <MenuSeparator />
      <MenuButton onClick={handleLogout}>{UiMessages.logout}</MenuButton>
    </DropdownMenu>
  );
}
