import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { browserStorage } from '../../lib/storage';
import { readThemePick, resolveTheme, systemTheme, type Theme } from '../../lib/theme';

interface ThemeState {
  theme: Theme;
}

export const themeSlice = createSlice({
  name: 'theme',
  // Lazy so tests and the browser each read their own storage at store creation.
  initialState: (): ThemeState => ({ theme: resolveTheme(readThemePick(browserStorage()), systemTheme()) }),
  reducers: {
    themeChanged(state, action: PayloadAction<Theme>) {
      state.theme = action.payload;
    },
  },
  selectors: {
    selectTheme: (state) => state.theme,
  },
});

export const { themeChanged } = themeSlice.actions;
export const { selectTheme } = themeSlice.selectors;
