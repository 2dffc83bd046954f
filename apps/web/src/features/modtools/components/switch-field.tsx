import { useId } from 'react';

/**
 * An on/off setting: a native checkbox announced as a switch, its whole row clickable through the label.
 * The console keeps its own (the settings page's lives in that page's chunk, and sharing it would split
 * a new chunk into the home route's file lists).
 */
export function SwitchField({ label, isOn, onChange }: { label: string; isOn: boolean; onChange: (isOn: boolean) => void }) {
  const id = useId();
  return (
    <div className="modtools-switch">
      <label htmlFor={id} className="modtools-switch__label">
        {label}
      </label>
      <input id={id} type="checkbox" role="switch" className="modtools-switch__input" checked={isOn} onChange={(event) => onChange(event.target.checked)} />
    </div>
  );
}
