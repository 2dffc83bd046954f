import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { useConfirmUnload } from './use-confirm-unload';

function Probe({ isActive, isDone }: { isActive: boolean; isDone: { current: boolean } }) {
  useConfirmUnload(isActive, isDone);
  return null;
}

function unload(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useConfirmUnload', () => {
  it('asks before the tab closes only while active and not done', () => {
    const root = createRoot(document.createElement('div'));
    const isDone = { current: false };
    act(() => root.render(<Probe isActive={false} isDone={isDone} />));
    expect(unload()).toBe(false);
    act(() => root.render(<Probe isActive isDone={isDone} />));
    expect(unload()).toBe(true);
    isDone.current = true;
    expect(unload()).toBe(false);
    isDone.current = false;
    act(() => root.unmount());
    expect(unload()).toBe(false);
  });
});
