import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface Alert {
  /** Alerts with the same id replace each other, so one message never stacks up. */
  id: string;
  text: string;
  kind: 'info' | 'error';
}

interface AlertsState {
  items: Alert[];
}

const initialState: AlertsState = { items: [] };

export const alertsSlice = createSlice({
  name: 'alerts',
  initialState,
  reducers: {
    alertShown: {
      reducer(state, action: PayloadAction<Alert>) {
        state.items = state.items.filter((item) => item.id !== action.payload.id);
        state.items.push(action.payload);
      },
      prepare(text: string, options: { id?: string; kind?: Alert['kind'] } = {}) {
        return { payload: { id: options.id ?? text, text, kind: options.kind ?? 'info' } };
      },
    },
    alertDismissed(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
  },
  selectors: {
    selectAlerts: (state) => state.items,
  },
});

export const { alertShown, alertDismissed } = alertsSlice.actions;
export const { selectAlerts } = alertsSlice.selectors;
