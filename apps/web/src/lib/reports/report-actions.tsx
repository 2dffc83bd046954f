import { UiMessages } from '@app/contract';
import { useAppDispatch } from '../../app/hooks';
import { loginPromptOpened } from '../../components/modal/modals.slice';
import { useCurrentUser } from '../use-session';
import { canReport, type ReportTarget } from './report-state';

/** Opens the report modal (its code loads on the first press); visitors get the login prompt. */
function useOpenReport(target: ReportTarget) {
  const dispatch = useAppDispatch();
  const viewer = useCurrentUser();
  const open = () => {
    if (!viewer) return void dispatch(loginPromptOpened());
    void import('./open-report-dialog').then(({ showReportDialog }) => showReportDialog(target));
  };
  return { isOffered: canReport(viewer, target), open };
}

/** "Report" as a button (post page, comments); nothing on one's own content. */
export function ReportButton({ target }: { target: ReportTarget }) {
  const { isOffered, open } = useOpenReport(target);
  if (!isOffered) return null;
  return (
    <button type="button" className="button button--ghost button--sm" aria-haspopup="dialog" onClick={open}>
      {UiMessages.report}
    </button>
  );
}
