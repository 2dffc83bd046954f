import { lazy, StrictMode, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { StoreProvider } from '../../app/hooks';
import { store } from '../../app/store';
import type { HistoryTarget } from './history-target';

// The dialog's code is a chunk of its own: the 'Edited' button's chunk then lists only this small file to preload.
const HistoryModal = lazy(() => import('./history-modal').then((module) => ({ default: module.HistoryModal })));

let root: Root | null = null;
let container: HTMLElement | null = null;

function close(): void {
  root?.unmount();
  container?.remove();
  root = null;
  container = null;
}

/**
 * Shows the edit history in a React root of its own on the app's store, as the report dialog does: no host for
 * it in the app shell, so the home route's first JavaScript stays as it was. One at a time.
 */
export function showHistoryDialog(target: HistoryTarget): void {
  close();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  root.render(
    <StrictMode>
      <StoreProvider store={store}>
        <Suspense fallback={null}>
          <HistoryModal target={target} onClose={close} />
        </Suspense>
      </StoreProvider>
    </StrictMode>,
  );
}
