/** What a key press in the community picker's combobox does (WAI-ARIA combobox with listbox popup). */
export type PickerKeyAction = { kind: 'move'; index: number } | { kind: 'pick'; index: number } | { kind: 'open' } | { kind: 'close' } | { kind: 'none' };

/**
 * ArrowDown/ArrowUp open a closed list, then move through the suggestions (wrapping); Enter picks
 * the active suggestion, Escape closes the list. `active` is -1 when no suggestion is highlighted.
 */
export function pickerKeyAction(key: string, active: number, count: number, isOpen: boolean): PickerKeyAction {
  if (key === 'Escape') return isOpen ? { kind: 'close' } : { kind: 'none' };
  if (!isOpen && (key === 'ArrowDown' || key === 'ArrowUp')) return { kind: 'open' };
  if (count === 0) return { kind: 'none' };
  if (key === 'ArrowDown') return { kind: 'move', index: active < 0 ? 0 : (active + 1) % count };
  if (key === 'ArrowUp') return { kind: 'move', index: active <= 0 ? count - 1 : active - 1 };
  if (key === 'Home' && isOpen) return { kind: 'move', index: 0 };
  if (key === 'End' && isOpen) return { kind: 'move', index: count - 1 };
  if (key === 'Enter' && isOpen && active >= 0 && active < count) return { kind: 'pick', index: active };
  return { kind: 'none' };
}
