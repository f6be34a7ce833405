import { create } from 'zustand';

/** Where the camera can be sent with one click or key. */
export type CameraPreset = 'seat' | 'top' | 'audience';

/** The order the camera key steps through. */
export const CAMERA_CYCLE: readonly CameraPreset[] = ['seat', 'top', 'audience'];

export interface CameraPose {
  readonly position: readonly [number, number, number];
  readonly target: readonly [number, number, number];
}

export const CAMERA_PRESETS: Readonly<Record<CameraPreset, CameraPose>> = {
  // A broadcast angle: the whole table, slightly from the side, for an audience.
  audience: { position: [13, 14, 17], target: [0, -1, 0] },
  top: { position: [0, 25, 0.01], target: [0, 0, 0] },
  // A chair at the near edge, for tables that have no seats of their own.
  seat: { position: [0, 11, 16], target: [0, 0, 1] },
};

interface CameraStore {
  readonly preset: CameraPreset;
  /** The acting seat's own camera, when the table has seats around it. */
  readonly seatPose: CameraPose | null;
  /** Bumped on every request, so asking for the same preset again re-centres the view. */
  readonly request: number;
  goTo(preset: CameraPreset): void;
  /** The next preset in the cycle (the camera key). */
  cycle(): void;
  /** The seat camera follows the seat that is acting. */
  followSeat(pose: CameraPose | null): void;
}

export const useCamera = create<CameraStore>((set, get) => ({
  preset: 'audience',
  seatPose: null,
  request: 0,
  goTo(preset) {
    set({ preset, request: get().request + 1 });
  },
  cycle() {
    const at = CAMERA_CYCLE.indexOf(get().preset);
    get().goTo(CAMERA_CYCLE[(at + 1) % CAMERA_CYCLE.length]!);
  },
  followSeat(pose) {
    const moves = get().preset === 'seat';
    set({ seatPose: pose, request: get().request + (moves ? 1 : 0) });
  },
}));

/** Where the camera should be: the acting seat's chair for 'seat' when there is one. */
export function poseFor(preset: CameraPreset, seatPose: CameraPose | null): CameraPose {
  return preset === 'seat' && seatPose ? seatPose : CAMERA_PRESETS[preset];
}
