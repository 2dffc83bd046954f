import { beforeEach, describe, expect, it } from 'vitest';
import { readThemePick, resolveTheme, saveThemePick, THEME_STORAGE_KEY } from './theme';

describe('theme preference', () => {
  beforeEach(() => localStorage.clear());

  it('follows the system when nothing is stored', () => {
    expect(readThemePick(localStorage)).toBeNull();
    expect(resolveTheme(null, 'dark')).toBe('dark');
    expect(resolveTheme(null, 'light')).toBe('light');
  });

  it('stores a pick that differs from the system and lets it win', () => {
    saveThemePick(localStorage, 'dark', 'light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(resolveTheme(readThemePick(localStorage), 'light')).toBe('dark');
  });

  it('removes the stored pick when it equals the system setting', () => {
    saveThemePick(localStorage, 'dark', 'light');
    saveThemePick(localStorage, 'light', 'light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(readThemePick(localStorage)).toBeNull();
  });

  it('ignores unknown stored values', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readThemePick(localStorage)).toBeNull();
  });
});
