import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface Alert {
  /** Alerts with the same id replace each other, so one message never stacks up. */
  id: string;
  text: string;
  kind: 'info' | 'error';
  /** How long it stays, when not the usual time (mute notices stay longer). */
  durationMs?: number;
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
      prepare(text: string, options: { id?: string; kind?: Alert['kind']; durationMs?: number } = {}) {
        const payload: Alert = { id: options.id ?? text, text, kind: options.kind ?? 'info' };
        if (options.durationMs) payload.durationMs = options.durationMs;
        return { payload };
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
