import { DEVICE_PREFERENCE_KEYS, useDevicePreference, writeDevicePreference } from '../../../lib/device-preferences';

/** 'custom' is the site's own font stack, 'system' the browser's default sans-serif (styles/tokens.css). */
export type FontPreference = 'custom' | 'system';

export function parseFont(value: string | null): FontPreference {
  return value === 'system' ? 'system' : 'custom';
}

/**
 * The font choice of this device. Only 'system' is stored; public/theme-init.js puts it on <html data-font>
 * before the first paint of every page, and a change here does the same at once.
 */
export function useFontPreference(): [FontPreference, (font: FontPreference) => void] {
  const font = parseFont(useDevicePreference(DEVICE_PREFERENCE_KEYS.font));
  return [
    font,
    (next) => {
      writeDevicePreference(DEVICE_PREFERENCE_KEYS.font, next === 'system' ? 'system' : null);
      document.documentElement.setAttribute('data-font', next);
    },
  ];
}
