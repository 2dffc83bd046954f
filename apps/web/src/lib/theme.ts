/*
 * public/theme-init.js mirrors resolveTheme (and reads Settings' font choice) before the app bundle, so the
 * first paint has the right theme. It is served as written, unminified and counted in the home route's
 * initial JS, so it carries no comments: they are here and in docs/web.md "Settings".
 */
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

type ThemeStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

export function readThemePick(storage: ThemeStore | null): Theme | null {
  try {
    const value = storage?.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : null;
  } catch {
    return null;
  }
}

/** A stored pick wins; otherwise the theme follows the system. */
export function resolveTheme(pick: Theme | null, system: Theme): Theme {
  return pick ?? system;
}

/**
 * Remembers a pick only while it differs from the system setting, so a user whose pick matches
 * the system goes back to following it (docs/screens.md §1).
 */
export function saveThemePick(storage: ThemeStore | null, pick: Theme, system: Theme): void {
  try {
    if (pick === system) storage?.removeItem(THEME_STORAGE_KEY);
    else storage?.setItem(THEME_STORAGE_KEY, pick);
  } catch {
    // Blocked storage: the pick lasts for this page only.
  }
}

export function systemTheme(): Theme {
  if (typeof window === 'undefined' || !window.matchMedia) return 'light';
  return window.matchMedia(DARK_SCHEME_QUERY).matches ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  document.documentElement.setAttribute('data-theme', theme);
}
