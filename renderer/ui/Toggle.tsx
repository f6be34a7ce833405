import { useId, type ReactNode } from 'react';

/** A checkbox with its label and a line saying what it does. */
export function Toggle({
  label,
  hint,
  value,
  onChange,
}: {
  readonly label: string;
  readonly hint: ReactNode;
  readonly value: boolean;
  onChange(value: boolean): void;
}) {
  const id = useId();
  return (
    <div className="field">
      <input id={id} type="checkbox" checked={value} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>
        {label}
        <small>{hint}</small>
      </label>
    </div>
  );
}
