import { UiMessages } from '@app/contract';
import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { alertsSlice } from './alerts.slice';
import { failedCallListener, unhandledFailedMutation } from './failed-call-listener';

function rejected(endpointName: string, payload: unknown, type: 'mutation' | 'query' = 'mutation') {
  return {
    type: 'api/executeMutation/rejected',
    payload,
    error: { message: 'Rejected' },
    meta: { rejectedWithValue: true, requestStatus: 'rejected', requestId: 'x', aborted: false, condition: false, arg: { type, endpointName } },
  };
}

const network = { status: 0, message: UiMessages.networkError, isNetworkError: true };

describe('unhandledFailedMutation', () => {
  it('names failed mutations nobody handles', () => {
    expect(unhandledFailedMutation(rejected('joinCommunity', network))).toBe('joinCommunity');
    expect(unhandledFailedMutation(rejected('lockPost', network))).toBe('lockPost');
  });
  it('skips mutations that show their own error, queries and other actions', () => {
    expect(unhandledFailedMutation(rejected('votePost', network))).toBeNull();
    expect(unhandledFailedMutation(rejected('pinPost', network))).toBeNull();
    expect(unhandledFailedMutation(rejected('getFeed', network, 'query'))).toBeNull();
    expect(unhandledFailedMutation({ type: 'alerts/alertShown' })).toBeNull();
  });
});

describe('failedCallListener', () => {
  function makeStore() {
    return configureStore({
      reducer: { [alertsSlice.reducerPath]: alertsSlice.reducer },
      middleware: (getDefault) => getDefault().prepend(failedCallListener.middleware),
    });
  }

  it.each([
    [network, UiMessages.networkError],
    [{ status: 429, message: UiMessages.slowDown, isNetworkError: false }, 'Whoah, slow down there!'],
    [{ status: 500, message: 'Internal Server Error.', isNetworkError: false }, 'Something went wrong.'],
  ])('shows one alert for an unhandled failure', (payload, text) => {
    const store = makeStore();
    store.dispatch(rejected('deletePost', payload));
    store.dispatch(rejected('deletePost', payload));
    expect(store.getState().alerts.items).toEqual([{ id: 'failed-call', text, kind: 'error' }]);
  });

  it('stays quiet for handled mutations', () => {
    const store = makeStore();
    store.dispatch(rejected('voteComment', network));
    expect(store.getState().alerts.items).toEqual([]);
  });
});
