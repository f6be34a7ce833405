import { useCamera, type CameraPreset } from '../stores/camera';

const PRESETS: readonly { preset: CameraPreset; label: string; key: string }[] = [
  { preset: 'seat', label: 'Seat', key: '1' },
  { preset: 'top', label: 'Top', key: '2' },
  { preset: 'audience', label: 'Audience', key: '3' },
];

/** Camera presets; the same keys work anywhere on the table (see useTableKeys). */
export function CameraButtons() {
  const { preset, goTo } = useCamera();
  return (
    <div className="camera-buttons" role="group" aria-label="Camera">
      {PRESETS.map((p) => (
        <button
          key={p.preset}
          type="button"
          aria-pressed={preset === p.preset}
          onClick={() => goTo(p.preset)}
          title={`${p.label} view (${p.key})`}
        >
          {p.label}
        </button>
      ))}
    </div>
  );
}

export const CAMERA_KEYS: Readonly<Record<string, CameraPreset>> = Object.fromEntries(
  PRESETS.map((p) => [p.key, p.preset]),
);
