import { useKeys } from '../input/keymap';
import { CAMERA_CYCLE, useCamera, type CameraPreset } from '../stores/camera';

const LABELS: Readonly<Record<CameraPreset, string>> = {
  seat: 'Seat',
  top: 'Top',
  audience: 'Audience',
};

/** Camera presets; V steps through them, a key no game's table may take. */
export function CameraButtons() {
  const { preset, goTo, cycle } = useCamera();
  useKeys('host', { v: cycle });
  return (
    <div className="camera-buttons" role="group" aria-label="Camera">
      {CAMERA_CYCLE.map((p) => (
        <button
          key={p}
          type="button"
          aria-pressed={preset === p}
          onClick={() => goTo(p)}
          title={`${LABELS[p]} view (V steps through the views)`}
        >
          {LABELS[p]}
        </button>
      ))}
    </div>
  );
}
