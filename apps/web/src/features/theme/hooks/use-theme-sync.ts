import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { browserStorage } from '../../../lib/storage';
import { applyTheme, DARK_SCHEME_QUERY, readThemePick } from '../../../lib/theme';
import { selectTheme, themeChanged } from '../theme.slice';

/** Mirrors the theme onto <html data-theme> and follows system changes while the user has no pick. */
export function useThemeSync(): void {
  const theme = useAppSelector(selectTheme);
  const dispatch = useAppDispatch();

  useEffect(() => applyTheme(theme), [theme]);

  useEffect(() => {
    if (!window.matchMedia) return;
    const query = window.matchMedia(DARK_SCHEME_QUERY);
    const handleChange = (event: MediaQueryListEvent) => {
      if (readThemePick(browserStorage())) return;
      dispatch(themeChanged(event.matches ? 'dark' : 'light'));
    };
    query.addEventListener('change', handleChange);
    return () => query.removeEventListener('change', handleChange);
  }, [dispatch]);
}
