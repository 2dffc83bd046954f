import { ChromeConstants } from '@app/contract';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

describe('.loading-indicator', () => {
  it('waits the loading indicator delay (ChromeConstants) before showing', () => {
    const css = readFileSync(path.join(import.meta.dirname, 'base.css'), 'utf8');
    const rule = /\.loading-indicator\s*\{\s*animation:\s*loading-indicator-delay 0s (\d+)ms both;/.exec(css);
    expect(Number(rule?.[1])).toBe(ChromeConstants.loadingIndicatorDelayMs);
    expect(css).toMatch(/@keyframes loading-indicator-delay\s*\{\s*from\s*\{\s*visibility: hidden;/);
  });
});
