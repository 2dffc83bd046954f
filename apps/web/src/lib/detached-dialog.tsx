import { type ReactNode, StrictMode, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { StoreProvider } from '../app/hooks';
import { store } from '../app/store';

let root: Root | null = null;
let container: HTMLElement | null = null;

function close(): void {
  root?.unmount();
  container?.remove();
  root = null;
  container = null;
}

/**
 * Shows a dialog in a React root of its own, on the app's store (no router). Report and edit history are
 * offered inside menus whose items unmount as the menu closes, and a host for them in the app shell would cost
 * the home route's first JavaScript. One such dialog at a time: opening one closes the last.
 */
export function showDetachedDialog(dialog: (onClose: () => void) => ReactNode): void {
  close();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  root.render(
    <StrictMode>
      <StoreProvider store={store}>
        <Suspense fallback={null}>{dialog(close)}</Suspense>
      </StoreProvider>
    </StrictMode>,
  );
}
