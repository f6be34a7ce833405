import { useId } from 'react';
import { useSettings } from '../stores/settings';

/** What the speed setting changes, said beside it. */
export const SPEED_SAYS =
  'How fast dice roll, pieces move and computer players take their turns (1× is real time). ' +
  'During a computer’s turn, Space or Hurry plays the rest of it at 4×.';

/** The animation speed slider, the same setting on the New game form and in Settings. */
export function SpeedField() {
  const id = useId();
  const hint = useId();
  const speed = useSettings((s) => s.settings.animationSpeed);
  const update = useSettings((s) => s.update);
  return (
    <div className="field speed-field">
      <label htmlFor={id}>Animation speed</label>
      <input
        id={id}
        type="range"
        min={0.25}
        max={4}
        step={0.25}
        value={speed}
        aria-describedby={hint}
        onChange={(e) => void update({ animationSpeed: Number(e.target.value) })}
      />
      <output htmlFor={id}>{speed}×</output>
      <p id={hint} className="field-hint">
        {SPEED_SAYS}
      </p>
    </div>
  );
}
