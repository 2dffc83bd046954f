import type { Community } from '@app/contract';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { CommunityPicker } from './community-picker';

const communities = [
  { id: 'c1', name: 'alpha', noMembers: 3 },
  { id: 'c2', name: 'beta', noMembers: 5 },
] as unknown as Community[];

vi.mock('../composer.api', () => ({
  useSearchCommunitiesForPostQuery: (_query: string, { skip }: { skip: boolean }) => ({ data: skip ? undefined : communities }),
}));

function setup() {
  const onSelect = vi.fn();
  const container = document.createElement('div');
  document.body.append(container);
  act(() => createRoot(container).render(<CommunityPicker selected={null} onSelect={onSelect} isDisabled={false} />));
  const input = container.querySelector('input') as HTMLInputElement;
  const key = (name: string) => act(() => void input.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true })));
  return { container, input, key, onSelect };
}

describe('CommunityPicker', () => {
  it('moves with the arrow keys, picks with Enter and closes with Escape', () => {
    const { container, input, key, onSelect } = setup();
    act(() => input.focus());
    expect(container.querySelector('[role="listbox"]')).not.toBeNull();
    key('ArrowDown');
    key('ArrowDown');
    const options = container.querySelectorAll('[role="option"]');
    expect(options[1].getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1].id);
    key('Escape');
    expect(container.querySelector('[role="listbox"]')).toBeNull();
    key('ArrowDown');
    key('ArrowDown');
    key('Enter');
    expect(onSelect).toHaveBeenCalledWith(communities[0]);
    expect(container.querySelector('[role="listbox"]')).toBeNull();
  });

  it('keeps the list while focus moves inside the picker and closes it when focus leaves', () => {
    const { container, input } = setup();
    const outside = document.createElement('button');
    document.body.append(outside);
    act(() => input.focus());
    const option = container.querySelector('[role="option"] button') as HTMLButtonElement;
    act(() => option.focus());
    expect(container.querySelector('[role="listbox"]')).not.toBeNull();
    act(() => outside.focus());
    expect(container.querySelector('[role="listbox"]')).toBeNull();
  });
});
