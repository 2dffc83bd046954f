import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { DEVICE_PREFERENCE_KEYS, parseFeedLayout, readDevicePreference, useFeedLayout, writeDevicePreference } from './device-preferences';

afterEach(() => localStorage.clear());

describe('device preferences', () => {
  it('stores under the upstream keys and removes on null', () => {
    writeDevicePreference(DEVICE_PREFERENCE_KEYS.infiniteScrollingDisabled, 'true');
    expect(localStorage.getItem('infinite_scrolling_disabled')).toBe('true');
    writeDevicePreference(DEVICE_PREFERENCE_KEYS.infiniteScrollingDisabled, null);
    expect(readDevicePreference(DEVICE_PREFERENCE_KEYS.infiniteScrollingDisabled)).toBeNull();
  });

  it('reads the feed layout as card unless compact', () => {
    expect(parseFeedLayout(null)).toBe('card');
    expect(parseFeedLayout('weird')).toBe('card');
    expect(parseFeedLayout('compact')).toBe('compact');
  });

  it('re-renders readers when a preference changes', () => {
    const seen: string[] = [];
    function Reader() {
      const [layout] = useFeedLayout();
      seen.push(layout);
      return null;
    }
    const root = createRoot(document.createElement('div'));
    act(() => root.render(createElement(Reader)));
    act(() => writeDevicePreference(DEVICE_PREFERENCE_KEYS.feedLayout, 'compact'));
    expect(seen.at(-1)).toBe('compact');
    act(() => root.unmount());
  });
});
