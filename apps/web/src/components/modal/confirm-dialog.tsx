import { type FormEvent, type ReactNode, useState } from 'react';
import { failedCallMessage, isApiError } from '../../lib/api-error';
import { DialogFooter } from '../form/dialog-footer';
import '../form/dialog-form.css';
import { Modal } from './modal';

interface ConfirmDialogProps {
  title: string;
  /** What will happen, read out with the title. */
  text: string;
  confirmLabel: string;
  /** The action; a rejection is shown in the dialog, which stays open for another try or Cancel. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  /** Choices that shape the action (post delete's 'Delete as'), above the buttons. */
  children?: ReactNode;
}

/** Asks before an action that cannot be undone (deleting a comment): Cancel, or the action in the danger tone. */
export function ConfirmDialog({ title, text, confirmLabel, onConfirm, onClose, children }: ConfirmDialogProps) {
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    setIsBusy(true);
    setError(null);
    try {
      await onConfirm();
      onClose();
    } catch (failure) {
      // The server's own words where it refused (a 403 says why); the usual text for the network and 429.
      const reason = (failure as { error?: unknown }).error ?? failure;
      const isRefusal = isApiError(reason) && !reason.isNetworkError && reason.status !== 429 && Boolean(reason.message);
      setError(isRefusal ? reason.message : failedCallMessage(reason));
      setIsBusy(false);
    }
  };
  return (
    <Modal title={title} description={text} onClose={onClose} size="sm">
      <form className="dialog-form" onSubmit={(event) => void submit(event)}>
        {children}
        <DialogFooter error={error} onCancel={onClose} submitLabel={confirmLabel} isBusy={isBusy} tone="danger" />
      </form>
    </Modal>
  );
}
