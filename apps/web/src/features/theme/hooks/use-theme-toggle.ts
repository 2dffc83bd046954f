import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { browserStorage } from '../../../lib/storage';
import { saveThemePick, systemTheme } from '../../../lib/theme';
import { selectTheme, themeChanged } from '../theme.slice';

export function useThemeToggle() {
  const theme = useAppSelector(selectTheme);
  const dispatch = useAppDispatch();
  const toggleTheme = useCallback(() => {
    const next = theme === 'dark' ? 'light' : 'dark';
    saveThemePick(browserStorage(), next, systemTheme());
    dispatch(themeChanged(next));
  }, [theme, dispatch]);
  return { isDark: theme === 'dark', toggleTheme };
}
