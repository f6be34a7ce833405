import { useId } from 'react';
import { useSettings } from '../stores/settings';

/** The animation speed slider, the same setting on the New game form and in Settings. */
export function SpeedField() {
  const id = useId();
  const speed = useSettings((s) => s.settings.animationSpeed);
  const update = useSettings((s) => s.update);
  return (
    <div className="field">
      <label htmlFor={id}>Animation speed</label>
      <input
        id={id}
        type="range"
        min={0.25}
        max={4}
        step={0.25}
        value={speed}
        onChange={(e) => void update({ animationSpeed: Number(e.target.value) })}
      />
      <output htmlFor={id}>{speed}×</output>
    </div>
  );
}
