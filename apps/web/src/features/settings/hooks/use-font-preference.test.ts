import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { parseFont, useFontPreference } from './use-font-preference';

afterEach(() => localStorage.clear());

describe('font preference', () => {
  it('reads Custom unless System is stored', () => {
    expect(parseFont(null)).toBe('custom');
    expect(parseFont('weird')).toBe('custom');
    expect(parseFont('system')).toBe('system');
  });

  it('stores only System under "font", and <html data-font> follows at once', () => {
    let setFont: ((font: 'custom' | 'system') => void) | undefined;
    const seen: string[] = [];
    function Reader() {
      const [font, set] = useFontPreference();
      setFont = set;
      seen.push(font);
      return null;
    }
    const root = createRoot(document.createElement('div'));
    act(() => root.render(createElement(Reader)));
    act(() => setFont?.('system'));
    expect(localStorage.getItem('font')).toBe('system');
    expect(document.documentElement.getAttribute('data-font')).toBe('system');
    expect(seen.at(-1)).toBe('system');
    act(() => setFont?.('custom'));
    expect(localStorage.getItem('font')).toBeNull();
    expect(document.documentElement.getAttribute('data-font')).toBe('custom');
    expect(seen.at(-1)).toBe('custom');
    act(() => root.unmount());
  });
});
