import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { alertsSlice } from '../components/alerts/alerts.slice';
import { modalsSlice } from '../components/modal/modals.slice';
import { themeSlice } from '../features/theme/theme.slice';
import { api } from '../lib/api';

const rootReducer = combineSlices(api, themeSlice, modalsSlice, alertsSlice);

export function makeStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export const store = makeStore();

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
