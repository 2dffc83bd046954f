import { ModerationMessages, UiMessages } from '@app/contract';
import { type FormEvent, useId, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { alertShown } from '../../components/alerts/alerts.slice';
import { Modal } from '../../components/modal/modal';
import { isApiError } from '../api-error';
import { useInitialState } from '../use-session';
import { reportErrorMessage } from './report-errors';
import type { ReportTarget } from './report-state';
import { useFileReportMutation } from './reports.api';
import '../../components/form/dialog-form.css';
import { DialogFooter } from '../../components/form/dialog-footer';

/**
 * The report modal: one of the site's report reasons (`_initial.reportReasons`), then
 * `POST /api/_report`. Success closes it with "{Post|Comment} reported."; a refusal (already
 * reported, too many reports, banned from the community) stays in the dialog.
 */
export function ReportModal({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const reasons = useInitialState()?.reportReasons ?? [];
  const [fileReport, { isLoading }] = useFileReportMutation();
  const [reason, setReason] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const name = useId();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // A reason must be chosen (docs/screens.md §5); until then the button does nothing.
    if (isLoading || reason === null) return;
    setError(null);
    try {
      await fileReport({ type: target.type, targetId: target.id, reason }).unwrap();
      dispatch(alertShown(ModerationMessages.reported(target.type)));
      onClose();
    } catch (failure) {
      setError(isApiError(failure) ? reportErrorMessage(failure, target.type) : UiMessages.genericError);
    }
  };

  return (
    <Modal title={ModerationMessages.reportTitle(target.type)} onClose={onClose}>
      <form className="dialog-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        {reasons.length === 0 ? (
          <p className="dialog-form__text">{ModerationMessages.noReportReasons}</p>
        ) : (
          <fieldset className="dialog-form__choices">
            <legend>{ModerationMessages.reportReasonLegend}</legend>
            {reasons.map((option) => (
              <label key={option.id} className="dialog-form__choice">
                <input type="radio" name={name} value={option.id} checked={reason === option.id} onChange={() => setReason(option.id)} />
                <span className="dialog-form__choice-text">
                  {option.title}
                  {option.description && <span className="dialog-form__choice-hint">{option.description}</span>}
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <DialogFooter
          error={error}
          onCancel={onClose}
          submitLabel={isLoading ? ModerationMessages.reporting : ModerationMessages.reportSubmit}
          isBusy={isLoading || reason === null}
          tone="danger"
        />
      </form>
    </Modal>
  );
}
