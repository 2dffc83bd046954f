import { lazy } from 'react';
import { showDetachedDialog } from '../detached-dialog';
import type { HistoryTarget } from './history-target';

// The dialog's code is a chunk of its own: the 'Edited' button's chunk then lists only this small file to preload.
const HistoryModal = lazy(() => import('./history-modal').then((module) => ({ default: module.HistoryModal })));

/** Shows the edit history as the report dialog is shown (lib/detached-dialog.tsx). */
export function showHistoryDialog(target: HistoryTarget): void {
  showDetachedDialog((onClose) => <HistoryModal target={target} onClose={onClose} />);
}
