import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { StoreProvider } from '../../app/hooks';
import { store } from '../../app/store';
import type { ListTarget } from './list-cache';
import { SaveToListModal } from './save-to-list-modal';

let root: Root | null = null;

function close(): void {
  root?.render(null);
}

/**
 * Shows the dialog in a root of its own, with the app's store. Mounting it from the app tree would need
 * a host in the root layout, which is part of the home route's first JS (at its budget, docs/web.md);
 * this way nothing of the dialog loads before the first Save press. It uses no router hooks.
 */
export function showSaveToList(target: ListTarget): void {
  if (!root) {
    const container = document.createElement('div');
    document.body.appendChild(container);
    root = createRoot(container);
  }
  root.render(
    <StrictMode>
      <StoreProvider store={store}>
        <SaveToListModal key={`${target.type}:${target.id}`} target={target} onClose={close} />
      </StoreProvider>
    </StrictMode>,
  );
}
