import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { StoreProvider } from '../../app/hooks';
import { makeStore } from '../../app/store';
import { selectOpenModal } from '../../components/modal/modals.slice';
import { SaveButton } from './save-button';

const dialog = vi.hoisted(() => ({ showSaveToList: vi.fn() }));
vi.mock('./save-to-list-root', () => dialog);

describe('SaveButton', () => {
  it('asks a guest to log in instead of opening the dialog', () => {
    const store = makeStore();
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    act(() =>
      root.render(
        <StoreProvider store={store}>
          <SaveButton target={{ type: 'comment', id: 'c1' }} />
        </StoreProvider>,
      ),
    );
    const button = container.querySelector('button') as HTMLButtonElement;
    expect(button.textContent).toBe('Save');
    expect(button.getAttribute('aria-label')).toBe('Save to list');
    act(() => button.click());
    expect(selectOpenModal(store.getState())).toBe('login-prompt');
    expect(dialog.showSaveToList).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
