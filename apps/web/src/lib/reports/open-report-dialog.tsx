import { showDetachedDialog } from '../detached-dialog';
import { ReportModal } from './report-modal';
import type { ReportTarget } from './report-state';

/** Shows the report modal in a root of its own (lib/detached-dialog.tsx): Report is offered inside menus. */
export function showReportDialog(target: ReportTarget): void {
  showDetachedDialog((onClose) => <ReportModal target={target} onClose={onClose} />);
}
