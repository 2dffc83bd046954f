import { type CreateListRequest, type List, Limits, ListMessages, UiMessages } from '@app/contract';
import { type FormEvent, useId, useState } from 'react';
import { DialogFooter } from '../../components/form/dialog-footer';
import { TextAreaField } from '../../components/form/text-area-field';
import { TextField } from '../../components/form/text-field';
import { listNameError, restrictListName } from './list-name';
import './lists.css';

/** What the form sends: a create body, or an edit's full set of fields (PUT keeps none of the old ones). */
export type ListFormValues = Required<Pick<CreateListRequest, 'name' | 'displayName' | 'public'>> & { description: string | null };

interface ListFormProps {
  /** The list being edited; a new list starts empty and private. */
  list?: List;
  /** The owner's lists, for the name check. */
  ownLists: readonly Pick<List, 'id' | 'name'>[];
  submitLabel: string;
  busyLabel: string;
  isBusy: boolean;
  onSubmit: (values: ListFormValues) => void;
  onCancel: () => void;
  cancelLabel?: string;
}

/** Name (the URL part), display name, description and Public, for New list and Edit list. */
export function ListForm({ list, ownLists, submitLabel, busyLabel, isBusy, onSubmit, onCancel, cancelLabel }: ListFormProps) {
  const [name, setName] = useState(list?.name ?? '');
  const [displayName, setDisplayName] = useState(list?.displayName ?? '');
  const [description, setDescription] = useState(list?.description ?? '');
  const [isPublic, setIsPublic] = useState(list?.public ?? false);
  const [nameError, setNameError] = useState<string | null>(null);
  const publicId = useId();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    const error = listNameError(name, ownLists, list?.id);
    setNameError(error);
    if (error) return;
    onSubmit({ name, displayName: displayName.trim() || name, description: description.trim() || null, public: isPublic });
  };

  return (
    <form className="list-form" noValidate onSubmit={handleSubmit}>
      <TextField
        label={ListMessages.nameLabel}
        value={name}
        onChange={(event) => setName(restrictListName(event.target.value))}
        error={nameError}
        hint={`${ListMessages.nameHint} ${UiMessages.characterCount(name.length, Limits.listNameMax)}`}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        required
      />
      <TextField
        label={ListMessages.displayNameLabel}
        value={displayName}
        onChange={(event) => setDisplayName(event.target.value.slice(0, Limits.listDisplayNameMax))}
        hint={UiMessages.characterCount(displayName.length, Limits.listDisplayNameMax)}
        autoComplete="off"
      />
      <TextAreaField
        label={ListMessages.descriptionLabel}
        className="field__input list-form__description"
        rows={3}
        value={description}
        maxLength={Limits.listDescriptionMax}
        onChange={(event) => setDescription(event.target.value)}
      />
      <div className="list-form__check">
        <input id={publicId} type="checkbox" checked={isPublic} onChange={(event) => setIsPublic(event.target.checked)} />
        <label htmlFor={publicId}>{ListMessages.publicLabel}</label>
      </div>
      <DialogFooter onCancel={onCancel} cancelLabel={cancelLabel} submitLabel={isBusy ? busyLabel : submitLabel} isBusy={isBusy} />
    </form>
  );
}
