import { UiMessages } from '@app/contract';
import { TextField } from '../../../components/form/text-field';
import { restrictCommunityName } from '../utils/community-request';

/** A new community's name, for the admins' create dialog and members' requests: only allowed characters reach `onChange`. */
export function CommunityNameField({ value, max, error, onChange }: { value: string; max: number; error?: string | null; onChange: (name: string) => void }) {
  return (
    <TextField
      label={UiMessages.communityNameLabel}
      value={value}
      onChange={(event) => onChange(restrictCommunityName(event.target.value))}
      error={error}
      hint={`${UiMessages.communityNameHint} ${UiMessages.characterCount(value.length, max)}`}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      required
    />
  );
}
