import type { List } from '@app/contract';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SaveToListModal } from './save-to-list-modal';
import { rootPerTest } from '../testing/test-root';

const lists = [
  { id: 1, name: 'later', displayName: 'Read later', public: false, numItems: 2 },
  { id: 2, name: 'best', displayName: 'Best of', public: true, numItems: 0 },
] as List[];

const calls = vi.hoisted(() => ({ add: vi.fn(), remove: vi.fn(), create: vi.fn(), savedTo: [] as number[] }));

vi.mock('../use-session', () => ({ useCurrentUser: () => ({ id: 'u1', username: 'ann' }) }));
vi.mock('./lists.api', () => ({
  useGetListsQuery: () => ({ data: lists, isLoading: false, isError: false }),
  useGetSavedToQuery: () => ({ data: calls.savedTo, isError: false, isFetching: false }),
  useAddListItemMutation: () => [calls.add],
  useRemoveListItemMutation: () => [calls.remove],
  useCreateListMutation: () => [calls.create, { isLoading: false }],
}));

const view = rootPerTest();
const onClose = vi.fn();

function render() {
  view.render(<SaveToListModal target={{ type: 'post', id: 'p1' }} onClose={onClose} />);
}

const dialog = () => document.querySelector('[role="dialog"]') as HTMLElement;
const box = (name: string) => Array.from(dialog().querySelectorAll('label')).find((label) => label.textContent?.includes(name))?.control as HTMLInputElement;
const button = (text: string) => Array.from(dialog().querySelectorAll('button')).find((b) => b.textContent === text) as HTMLButtonElement;

function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

beforeEach(() => {
  calls.savedTo = [2, 99];
  vi.clearAllMocks();
});

describe('SaveToListModal', () => {
  it('checks the lists that already hold the item', () => {
    render();
    expect(dialog().getAttribute('aria-labelledby')).toBeTruthy();
    expect(dialog().textContent).toContain('Save to list');
    expect(box('Read later').checked).toBe(false);
    expect(box('Best of').checked).toBe(true);
    expect(dialog().textContent).toContain('Private · 2 items');
  });

  it('saves on check and removes on uncheck, naming the list', () => {
    render();
    act(() => box('Read later').click());
    expect(calls.add).toHaveBeenCalledWith({ list: lists[0], target: { type: 'post', id: 'p1' } });
    act(() => box('Best of').click());
    expect(calls.remove).toHaveBeenCalledWith({ list: lists[1], target: { type: 'post', id: 'p1' } });
  });

  it('creates a list in place and saves the item to it', async () => {
    calls.create.mockReturnValue({ unwrap: async () => [...lists, { id: 3, name: 'New_one', displayName: 'New_one' }] });
    render();
    act(() => button('New list').click());
    expect(dialog().textContent).toContain('New list');
    const name = dialog().querySelector('input') as HTMLInputElement;
    type(name, 'later');
    await act(async () => button('Create').click());
    expect(dialog().textContent).toContain('List with name later already exists.');
    expect(calls.create).not.toHaveBeenCalled();
    // The space becomes an underscore, the '!' goes.
    type(name, 'New one!');
    expect(name.value).toBe('New_one');
    await act(async () => button('Create').click());
    expect(calls.create).toHaveBeenCalledWith({ username: 'ann', body: { name: 'New_one', displayName: 'New_one', description: null, public: false } });
    expect(calls.add).toHaveBeenCalledWith({ list: expect.objectContaining({ id: 3 }), target: { type: 'post', id: 'p1' } });
    // Back on the list page of the dialog.
    expect(button('New list')).toBeTruthy();
  });
});
