import { useId } from 'react';
import { FieldRow } from './field-row';
import './switch.css';

/**
 * An on/off setting in a row: a native checkbox announced as a switch (keyboard and screen readers get it for
 * free), the whole row clickable through its label. The one switch of the site's forms: preferences, the mod
 * console and the site settings.
 */
export function SwitchField({ label, isOn, onChange }: { label: string; isOn: boolean; onChange: (isOn: boolean) => void }) {
  const id = useId();
  return (
    <FieldRow controlId={id} label={label}>
      <input id={id} type="checkbox" role="switch" className="switch" checked={isOn} onChange={(event) => onChange(event.target.checked)} />
    </FieldRow>
  );
}
