import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { alertsSlice } from '../components/alerts/alerts.slice';
import { failedCallListener } from '../components/alerts/failed-call-listener';
import { modalsSlice } from '../components/modal/modals.slice';
import { themeSlice } from '../features/theme/theme.slice';
import { api } from '../lib/api';
import { pwaMiddleware } from './pwa/register';

const reducers = {
  [api.reducerPath]: api.reducer,
  [themeSlice.reducerPath]: themeSlice.reducer,
  [modalsSlice.reducerPath]: modalsSlice.reducer,
  [alertsSlice.reducerPath]: alertsSlice.reducer,
};
type Reducers = typeof reducers;
// Keys are the slices' reducerPaths, which their `selectors` read.
export type RootState = { [K in keyof Reducers]: ReturnType<Reducers[K]> };
const KEYS = Object.keys(reducers) as (keyof Reducers)[];

/**
 * Redux's combineReducers without its start-up check, which runs every reducer twice more with probe actions:
 * RTK Query's reducer (Immer, a dozen slices and matchers) made that a third of the entry's evaluation at 4× CPU
 * (docs/web.md "Page figures"). Not combineSlices either: no slice is injected later, and its injection
 * machinery cost ~0.3 kB gzipped of the initial JS. Like combineReducers, the state object is kept when no slice
 * changed.
 */
function rootReducer(state: RootState | undefined, action: UnknownAction): RootState {
  const next = {} as Record<keyof Reducers, unknown>;
  let changed = !state;
  for (const key of KEYS) {
    next[key] = reducers[key](state?.[key] as never, action);
    changed ||= next[key] !== state?.[key];
  }
  return changed || !state ? (next as RootState) : state;
}

export function makeStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().prepend(failedCallListener.middleware).concat(api.middleware, pwaMiddleware),
  });
}

export const store = makeStore();

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
