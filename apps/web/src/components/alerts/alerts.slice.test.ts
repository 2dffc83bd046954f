import { describe, expect, it } from 'vitest';
import { alertDismissed, alertShown, alertsSlice } from './alerts.slice';

const reduce = alertsSlice.reducer;

describe('alerts slice', () => {
  it('keeps one alert per id, the newest last', () => {
    let state = reduce(undefined, alertShown('First', { id: 'a' }));
    state = reduce(state, alertShown('Other', { id: 'b' }));
    state = reduce(state, alertShown('Second', { id: 'a', kind: 'error' }));
    expect(state.items).toEqual([
      { id: 'b', text: 'Other', kind: 'info' },
      { id: 'a', text: 'Second', kind: 'error' },
    ]);
  });

  it('carries a duration only when one is asked for (mute notices stay 5 s)', () => {
    const state = reduce(undefined, alertShown('Muted', { id: 'mute', durationMs: 5000 }));
    expect(state.items).toEqual([{ id: 'mute', text: 'Muted', kind: 'info', durationMs: 5000 }]);
    expect(reduce(undefined, alertShown('Plain')).items[0]).not.toHaveProperty('durationMs');
  });

  it('uses the text as id by default and dismisses by id', () => {
    let state = reduce(undefined, alertShown('Saved'));
    expect(state.items[0]?.id).toBe('Saved');
    state = reduce(state, alertDismissed('Saved'));
    expect(state.items).toEqual([]);
  });
});
