import { ModtoolsMessages } from '@app/contract';
import { type FormEvent, type ReactNode, useState } from 'react';
import { TextField } from '../../../components/form/text-field';
import { Modal } from '../../../components/modal/modal';
import '../../../components/form/dialog-form.css';
import { DialogFooter } from '../../../components/form/dialog-footer';
import { useDialogSubmit } from '../hooks/use-dialog-submit';

interface UsernameDialogProps {
  title: string;
  submitLabel: string;
  /** Sends the call; resolves to an error text to show, or null when done (the caller closes the dialog). */
  onSubmit: (username: string) => Promise<string | null>;
  onClose: () => void;
  /** Options under the field (the ban's duration). */
  children?: ReactNode;
}

/**
 * The ban-user and add-moderator modals (docs/screens.md §2): a username, required (§5), and the
 * server's refusal shown in place so the user can correct it.
 */
export function UsernameDialog({ title, submitLabel, onSubmit, onClose, children }: UsernameDialogProps) {
  const [username, setUsername] = useState('');
  const { fieldError, error, isBusy, submit } = useDialogSubmit(onSubmit);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // A leading @ is how names are shown; the server wants the bare name.
    const name = username.trim().replace(/^@/, '');
    await submit(name, name ? null : ModtoolsMessages.usernameRequired);
  };

  return (
    <Modal title={title} onClose={onClose} size="sm">
      <form className="dialog-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          label={ModtoolsMessages.usernameLabel}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          error={fieldError}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          autoFocus
        />
        {children}
        <DialogFooter error={error} onCancel={onClose} submitLabel={submitLabel} isBusy={isBusy} />
      </form>
    </Modal>
  );
}
