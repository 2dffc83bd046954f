import { UiMessages } from '@app/contract';
import { type FormEvent, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { alertShown } from '../../../components/alerts/alerts.slice';
import { TextAreaField } from '../../../components/form/text-area-field';
import { Modal } from '../../../components/modal/modal';
import { isApiError } from '../../../lib/api-error';
import { useRequestCommunityMutation } from '../communities.api';
import { communityRequestErrorMessage, REQUEST_NAME_MAX, REQUEST_NOTE_MAX, truncateNote, validateCommunityRequest } from '../utils/community-request';
import { CommunityNameField } from './community-name-field';
import './communities.css';
import { DialogFooter } from '../../../components/form/dialog-footer';

/** POST /api/community_requests: a name (3 to 21, restricted characters) and an optional note. */
export function RequestCommunityModal({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [requestCommunity, { isLoading }] = useRequestCommunityMutation();
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const draft = { name: name.trim(), note: note.trim() };
    const invalid = validateCommunityRequest(draft);
    if (invalid) return setError(invalid);
    setError(null);
    try {
      await requestCommunity(draft).unwrap();
      dispatch(alertShown(UiMessages.communityRequested));
      onClose();
    } catch (failure) {
      setError(isApiError(failure) ? communityRequestErrorMessage(failure) : UiMessages.genericError);
    }
  };

  return (
    <Modal title={UiMessages.requestCommunity} onClose={onClose}>
      <form className="request-community stack" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <CommunityNameField value={name} max={REQUEST_NAME_MAX} onChange={setName} />
        <TextAreaField
          label={UiMessages.requestNoteLabel}
          className="field__input request-community__note"
          rows={4}
          value={note}
          onChange={(event) => setNote(truncateNote(event.target.value))}
          count={UiMessages.characterCount(note.length, REQUEST_NOTE_MAX)}
        />
        <DialogFooter error={error} onCancel={onClose} submitLabel={isLoading ? UiMessages.sendingRequest : UiMessages.sendRequest} isBusy={isLoading} />
      </form>
    </Modal>
  );
}
