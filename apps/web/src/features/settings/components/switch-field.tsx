import { useId } from 'react';
import '../../../components/form/switch.css';

/** An on/off preference: a checkbox announced as a switch, its whole row clickable through the label. */
export function SwitchField({ label, isOn, onChange }: { label: string; isOn: boolean; onChange: (isOn: boolean) => void }) {
  const id = useId();
  return (
    <div className="settings__row">
      <label htmlFor={id} className="settings__row-label">
        {label}
      </label>
      <input id={id} type="checkbox" role="switch" className="switch" checked={isOn} onChange={(event) => onChange(event.target.checked)} />
    </div>
  );
}
