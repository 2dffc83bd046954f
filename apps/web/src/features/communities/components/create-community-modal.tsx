import { ModerationMessages, UiMessages } from '@app/contract';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { TextAreaField } from '../../../components/form/text-area-field';
import { Modal } from '../../../components/modal/modal';
import { isApiError } from '../../../lib/api-error';
import { useCreateCommunityMutation } from '../../../lib/create-community.api';
import { COMMUNITY_DESCRIPTION_MAX, COMMUNITY_NAME_MAX, createCommunityError, truncateDescription, validateCommunityName } from '../utils/create-community';
import { CommunityNameField } from './community-name-field';
import '../../../components/form/dialog-form.css';
import { DialogFooter } from '../../../components/form/dialog-footer';

/** Admins' create-community modal: name (3 to 21, restricted characters) and description, then the new community's page. */
export function CreateCommunityModal({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [createCommunity, { isLoading }] = useCreateCommunityMutation();
  const [name, setName] = useState('');
  const [about, setAbout] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const invalid = validateCommunityName(name);
    setNameError(invalid);
    setFormError(null);
    if (invalid) return;
    try {
      const community = await createCommunity({ name: name.trim(), about: about.trim() }).unwrap();
      onClose();
      void navigate(`/${community.name}`);
    } catch (failure) {
      const error = isApiError(failure) ? createCommunityError(failure) : { field: 'form' as const, message: UiMessages.genericError };
      if (error.field === 'name') setNameError(error.message);
      else setFormError(error.message);
    }
  };

  return (
    <Modal title={ModerationMessages.createCommunity} onClose={onClose}>
      <form className="dialog-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <CommunityNameField
          value={name}
          max={COMMUNITY_NAME_MAX}
          error={nameError}
          onChange={(next) => {
            setName(next);
            setNameError(null);
          }}
        />
        <TextAreaField
          label={ModerationMessages.communityDescriptionLabel}
          className="field__input dialog-form__textarea"
          rows={4}
          value={about}
          onChange={(event) => setAbout(truncateDescription(event.target.value))}
          count={UiMessages.characterCount(about.length, COMMUNITY_DESCRIPTION_MAX)}
        />
        <DialogFooter
          error={formError}
          onCancel={onClose}
          submitLabel={isLoading ? ModerationMessages.creatingCommunity : ModerationMessages.createCommunitySubmit}
          isBusy={isLoading}
        />
      </form>
    </Modal>
  );
}
