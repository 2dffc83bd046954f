import { useId } from 'react';

interface LabelledSelectProps<T extends string> {
  label: string;
  value: T;
  /** The choices in the order shown; each is its own option's value. */
  options: readonly T[];
  optionLabels: Readonly<Record<T, string>>;
  onChange: (value: T) => void;
  className?: string;
}

/** A toolbar's select with its label before it, as for a page's sort or filter. */
export function LabelledSelect<T extends string>({ label, value, options, optionLabels, onChange, className }: LabelledSelectProps<T>) {
  const id = useId();
  return (
    <label className={className} htmlFor={id}>
      {label}
      {/* The options are exactly `options`, so the value the select reports is one of them. */}
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabels[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
