import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { StoreProvider } from '../../app/hooks';
import { store } from '../../app/store';
import { ReportModal } from './report-modal';
import type { ReportTarget } from './report-state';

let root: Root | null = null;
let container: HTMLElement | null = null;

function close(): void {
  root?.unmount();
  container?.remove();
  root = null;
  container = null;
}

/**
 * Shows the report modal in a React root of its own, on the app's store. Report is offered inside
 * menus whose items unmount as the menu closes, and a host for the dialog in the app shell would cost
 * the home route's first JavaScript; the modal needs the store only (no router). One at a time.
 */
export function showReportDialog(target: ReportTarget): void {
  close();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  root.render(
    <StrictMode>
      <StoreProvider store={store}>
        <ReportModal target={target} onClose={close} />
      </StoreProvider>
    </StrictMode>,
  );
}
