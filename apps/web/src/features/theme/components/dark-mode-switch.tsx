import { UiMessages } from '@app/contract';
import { useThemeToggle } from '../hooks/use-theme-toggle';
import './dark-mode-switch.css';

/** A menu item (it lives in the user menu); the menu stays open so the change can be seen. */
export function DarkModeSwitch() {
  const { isDark, toggleTheme } = useThemeToggle();
  return (
    <button type="button" role="menuitemcheckbox" aria-checked={isDark} tabIndex={-1} className="menu__item dark-mode-switch" onClick={toggleTheme}>
      <span>{UiMessages.darkMode}</span>
      <span className="dark-mode-switch__track" aria-hidden="true">
        <span className="dark-mode-switch__thumb" />
      </span>
    </button>
  );
}
