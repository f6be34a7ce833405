import { create } from 'zustand';

/** Where the camera can be sent with one click or key. */
export type CameraPreset = 'audience' | 'top' | 'seat';

export interface CameraPose {
  readonly position: readonly [number, number, number];
  readonly target: readonly [number, number, number];
}

export const CAMERA_PRESETS: Readonly<Record<CameraPreset, CameraPose>> = {
  // A broadcast angle: the whole table, slightly from the side, for an audience.
  audience: { position: [13, 14, 17], target: [0, -1, 0] },
  top: { position: [0, 25, 0.01], target: [0, 0, 0] },
  // The active player's chair at the near edge.
  seat: { position: [0, 11, 16], target: [0, 0, 1] },
};

interface CameraStore {
  readonly preset: CameraPreset;
  /** Bumped on every request, so asking for the same preset again re-centres the view. */
  readonly request: number;
  goTo(preset: CameraPreset): void;
}

export const useCamera = create<CameraStore>((set, get) => ({
  preset: 'audience',
  request: 0,
  goTo(preset) {
    set({ preset, request: get().request + 1 });
  },
}));
