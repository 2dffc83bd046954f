import { useSyncExternalStore } from 'react';
import { browserStorage } from './storage';

/**
 * Preferences kept on this device rather than on the account (docs/screens.md §3, Device
 * preferences). The keys are the upstream client's, so an existing browser keeps its choices.
 */
export const DEVICE_PREFERENCE_KEYS = {
  infiniteScrollingDisabled: 'infinite_scrolling_disabled',
  feedLayout: 'feed_layout',
  sort: 'sort',
  font: 'font',
} as const;

export type DevicePreferenceKey = (typeof DEVICE_PREFERENCE_KEYS)[keyof typeof DEVICE_PREFERENCE_KEYS];
export type FeedLayout = 'card' | 'compact';

const listeners = new Set<() => void>();

export function readDevicePreference(key: DevicePreferenceKey): string | null {
  try {
    return browserStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores a preference (null removes it) and tells every mounted reader on this page. */
export function writeDevicePreference(key: DevicePreferenceKey, value: string | null): void {
  try {
    const storage = browserStorage();
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Blocked or full storage: the choice cannot be kept, and readers keep seeing the old value.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Other tabs change localStorage too; their writes arrive as storage events.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useDevicePreference(key: DevicePreferenceKey): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readDevicePreference(key),
    () => null,
  );
}

export function parseFeedLayout(value: string | null): FeedLayout {
  return value === 'compact' ? 'compact' : 'card';
}

export function useFeedLayout(): [FeedLayout, (layout: FeedLayout) => void] {
  const layout = parseFeedLayout(useDevicePreference(DEVICE_PREFERENCE_KEYS.feedLayout));
  return [layout, (next) => writeDevicePreference(DEVICE_PREFERENCE_KEYS.feedLayout, next)];
}

/** Infinite scrolling is on unless turned off on this device; off shows a More button instead. */
export function useInfiniteScrolling(): [boolean, (isOn: boolean) => void] {
  const isDisabled = useDevicePreference(DEVICE_PREFERENCE_KEYS.infiniteScrollingDisabled) === 'true';
  return [!isDisabled, (isOn) => writeDevicePreference(DEVICE_PREFERENCE_KEYS.infiniteScrollingDisabled, isOn ? null : 'true')];
}
