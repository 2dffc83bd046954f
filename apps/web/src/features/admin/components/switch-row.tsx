import { useId } from 'react';
import '../../../components/form/switch.css';

/** A site setting: a checkbox announced as a switch, its label clickable. */
export function SwitchRow({ label, isOn, onChange }: { label: string; isOn: boolean; onChange: (isOn: boolean) => void }) {
  const id = useId();
  return (
    <div className="admin__switch-row">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="checkbox" role="switch" className="switch" checked={isOn} onChange={(event) => onChange(event.target.checked)} />
    </div>
  );
}
