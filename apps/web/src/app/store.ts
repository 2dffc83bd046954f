import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { alertsSlice } from '../components/alerts/alerts.slice';
import { failedCallListener } from '../components/alerts/failed-call-listener';
import { modalsSlice } from '../components/modal/modals.slice';
import { themeSlice } from '../features/theme/theme.slice';
import { api } from '../lib/api';
import { pwaMiddleware } from './pwa/register';

// combineReducers, not combineSlices: no slice is injected later, and the injection machinery cost
// ~0.3 kB gzipped of the initial JS (docs/web.md "Bundle size"). Keys are the slices' reducerPaths,
// which their `selectors` read.
const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [themeSlice.reducerPath]: themeSlice.reducer,
  [modalsSlice.reducerPath]: modalsSlice.reducer,
  [alertsSlice.reducerPath]: alertsSlice.reducer,
});

export function makeStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().prepend(failedCallListener.middleware).concat(api.middleware, pwaMiddleware),
  });
}

export const store = makeStore();

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
