import { useId } from 'react';
import { FieldRow } from '../../../components/form/field-row';

/** A labelled choice in a settings row (home feed, font), laid out like the switches around it. */
export function SettingsSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <FieldRow controlId={id} label={label}>
      <select id={id} className="field__input settings__select" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldRow>
  );
}
