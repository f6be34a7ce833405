import type { OptionFact } from '../../shared/engine/facts';

/** One of a game's New game options (its facts say which), as the form field that sets it. */
export function OptionField({
  option,
  value,
  onChange,
}: {
  option: OptionFact;
  value: unknown;
  onChange: (v: unknown) => void;
}) {
  const id = `option-${option.key}`;
  switch (option.kind) {
    case 'choice':
      return (
        <div className="field">
          <label htmlFor={id}>{option.label}</label>
          <select id={id} value={String(value)} onChange={(e) => onChange(e.target.value)}>
            {option.choices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
      );
    case 'number':
      return (
        <div className="field">
          <label htmlFor={id}>{option.label}</label>
          <input
            id={id}
            type="number"
            min={option.min}
            max={option.max}
            value={Number(value)}
            onChange={(e) => onChange(Number(e.target.value))}
          />
        </div>
      );
    case 'toggle':
      return (
        <div className="field">
          <input
            id={id}
            type="checkbox"
            checked={Boolean(value)}
            onChange={(e) => onChange(e.target.checked)}
          />
          <label htmlFor={id}>{option.label}</label>
        </div>
      );
  }
}
