import { type CommunityRule, Limits, ModtoolsMessages, UiMessages } from '@app/contract';
import { type FormEvent, useState } from 'react';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { Modal } from '../../../components/modal/modal';
import { useDialogSubmit } from '../hooks/use-dialog-submit';
import { ruleBody } from '../utils/rules';
import '../../../components/form/dialog-form.css';
import { DialogFooter } from '../../../components/form/dialog-footer';

interface RuleDialogProps {
  /** The rule being edited; null adds one. */
  rule: CommunityRule | null;
  /** Sends the call; resolves to an error text, or null when done (the caller closes the dialog). */
  onSubmit: (values: { rule: string; description: string | null }) => Promise<string | null>;
  onClose: () => void;
}

/** The add-or-edit-rule modal (docs/screens.md §2): text required, both at most 512 characters (§5). */
export function RuleDialog({ rule, onSubmit, onClose }: RuleDialogProps) {
  const [text, setText] = useState(rule?.rule ?? '');
  const [description, setDescription] = useState(rule?.description ?? '');
  const { fieldError, error, isBusy, submit } = useDialogSubmit(onSubmit);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const values = ruleBody(text, description);
    await submit(values, values.rule ? null : ModtoolsMessages.ruleRequired);
  };

  return (
    <Modal title={rule ? ModtoolsMessages.editRule : ModtoolsMessages.addRule} onClose={onClose}>
      <form className="dialog-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          label={ModtoolsMessages.ruleLabel}
          value={text}
          maxLength={Limits.ruleTextMax}
          onChange={(event) => setText(event.target.value.slice(0, Limits.ruleTextMax))}
          error={fieldError}
          hint={UiMessages.characterCount(text.length, Limits.ruleTextMax)}
          autoFocus
        />
        <TextAreaField
          label={ModtoolsMessages.ruleDescriptionLabel}
          className="field-input dialog-form__textarea"
          rows={4}
          maxLength={Limits.ruleDescriptionMax}
          value={description}
          onChange={(event) => setDescription(event.target.value.slice(0, Limits.ruleDescriptionMax))}
          count={UiMessages.characterCount(description.length, Limits.ruleDescriptionMax)}
        />
        <DialogFooter error={error} onCancel={onClose} submitLabel={ModtoolsMessages.save} isBusy={isBusy} />
      </form>
    </Modal>
  );
}
