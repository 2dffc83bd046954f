import type { ReactNode } from 'react';
import './field-row.css';

/**
 * A setting in a row: its label, the whole of it clickable, and at the row's end the control it names
 * (`controlId`): a switch, a select.
 */
export function FieldRow({ controlId, label, children }: { controlId: string; label: string; children: ReactNode }) {
  return (
    <div className="field-row">
      <label htmlFor={controlId} className="field-row__label">
        {label}
      </label>
      {children}
    </div>
  );
}
