import { describe, expect, it } from 'vitest';
import { pickerKeyAction } from './picker-keys';

describe('pickerKeyAction', () => {
  it('moves down and up through the suggestions, wrapping around', () => {
    expect(pickerKeyAction('ArrowDown', -1, 3, true)).toEqual({ kind: 'move', index: 0 });
    expect(pickerKeyAction('ArrowDown', 0, 3, true)).toEqual({ kind: 'move', index: 1 });
    expect(pickerKeyAction('ArrowDown', 2, 3, true)).toEqual({ kind: 'move', index: 0 });
    expect(pickerKeyAction('ArrowUp', 0, 3, true)).toEqual({ kind: 'move', index: 2 });
    expect(pickerKeyAction('ArrowUp', 2, 3, true)).toEqual({ kind: 'move', index: 1 });
  });
  it('opens a closed list on arrows', () => {
    expect(pickerKeyAction('ArrowDown', -1, 0, false)).toEqual({ kind: 'open' });
    expect(pickerKeyAction('ArrowUp', -1, 3, false)).toEqual({ kind: 'open' });
  });
  it('picks the highlighted suggestion on Enter, and lets Enter through otherwise', () => {
    expect(pickerKeyAction('Enter', 1, 3, true)).toEqual({ kind: 'pick', index: 1 });
    expect(pickerKeyAction('Enter', -1, 3, true)).toEqual({ kind: 'none' });
    expect(pickerKeyAction('Enter', 1, 3, false)).toEqual({ kind: 'none' });
  });
  it('closes on Escape only when open', () => {
    expect(pickerKeyAction('Escape', 0, 3, true)).toEqual({ kind: 'close' });
    expect(pickerKeyAction('Escape', -1, 0, false)).toEqual({ kind: 'none' });
  });
  it('does nothing without suggestions or for other keys', () => {
    expect(pickerKeyAction('ArrowDown', -1, 0, true)).toEqual({ kind: 'none' });
    expect(pickerKeyAction('a', 0, 3, true)).toEqual({ kind: 'none' });
    expect(pickerKeyAction('Tab', 0, 3, true)).toEqual({ kind: 'none' });
  });
});
