/** Parts the app's forms share: a labelled text box, and the footer with what went wrong. */
import type { InputHTMLAttributes, ReactNode } from 'react';

/** A one-line text box with its label, and a hint under the label when there is one. */
export function TextField({
  id,
  label,
  hint,
  value,
  onChange,
  ...input
}: {
  readonly id: string;
  readonly label: string;
  readonly hint?: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'maxLength' | 'placeholder' | 'inputMode'> & {
    /** A code to copy exactly: no spelling fixes, no remembered entries. */
    readonly code?: boolean;
  }) {
  const { code, ...rest } = input;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {hint && (
          <>
            {' '}
            <small>{hint}</small>
          </>
        )}
      </label>
      <input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...rest}
        {...(code ? { autoComplete: 'off', spellCheck: false } : {})}
      />
    </div>
  );
}

/** What went wrong, if anything, then Back and the form's own button. */
export function FormFooter({
  problem,
  onBack,
  children,
}: {
  readonly problem: string | null;
  readonly onBack: () => void;
  readonly children: ReactNode;
}) {
  return (
    <>
      {problem && (
        <p className="problem" role="alert">
          {problem}
        </p>
      )}
      <div className="buttons">
        <button type="button" onClick={onBack}>
          Back
        </button>
        {children}
      </div>
    </>
  );
}
