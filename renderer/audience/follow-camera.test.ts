import { PerspectiveCamera, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import type { Pending } from '../../shared/engine/contract';
import { OVERVIEW } from '../games/river-crossing/layout';
import { CAMERA_PRESETS } from '../stores/camera';
import { seatsAround } from '../host/seat-poses';
import { followPose } from './follow-camera';

const tray = { tray: { width: 5, depth: 6 }, position: [8, 0.2, -4] as const };
const stakesLike = {
  tray,
  seatPoses: (n: number) =>
    Array.from({ length: n }, (_, i) => ({ position: [i * 4 - 2, 0, 6] as const, facing: 0 })),
};
const decision = (seat: number): Pending => ({ kind: 'decision', seats: [seat], prompt: 'Go' });
const throwBy = (seat: number): Pending => ({
  kind: 'throw',
  seat,
  dice: ['d6'],
  purpose: 'turn',
  hidden: false,
});

describe('the audience camera', () => {
  it('looks into the dice tray while dice are awaited or have just been thrown', () => {
    for (const moment of [
      { pending: throwBy(1), justThrown: false, players: 2 },
      { pending: decision(0), justThrown: true, players: 2 },
    ]) {
      const pose = followPose(stakesLike, moment, 'follow');
      expect(pose.target).toEqual([8, 0.2, -4]);
      expect(Math.hypot(...pose.position.map((p, i) => p - pose.target[i]!))).toBeLessThan(18);
    }
  });

  it('turns towards the deciding seat, and takes its chair camera when the table has one', () => {
    const pose = followPose(
      stakesLike,
      { pending: decision(1), justThrown: false, players: 2 },
      'follow',
    );
    // Seat 2 stands at x = 2, z = 6: the camera looks half way there from the middle.
    expect(pose.target).toEqual([1, 0, 3]);
    const around = { seatPoses: seatsAround };
    expect(
      followPose(around, { pending: decision(2), justThrown: false, players: 4 }, 'follow'),
    ).toEqual(seatsAround(4)[2]!.camera);
  });

  it('keeps the overview when asked, at the end of the game, and without a table', () => {
    const end: Pending = { kind: 'end', outcome: { winners: [0], summary: 'Seat 1 wins' } };
    expect(
      followPose(stakesLike, { pending: throwBy(0), justThrown: true, players: 2 }, 'overview'),
    ).toBe(CAMERA_PRESETS.audience);
    expect(followPose(stakesLike, { pending: end, justThrown: false, players: 2 }, 'follow')).toBe(
      CAMERA_PRESETS.audience,
    );
    expect(
      followPose(null, { pending: decision(0), justThrown: false, players: 2 }, 'follow'),
    ).toBe(CAMERA_PRESETS.audience);
  });
});

describe('the overview camera of River Crossing', () => {
  const crossing = { seatPoses: () => [], overview: OVERVIEW };
  const pose = followPose(
    crossing,
    { pending: decision(0), justThrown: false, players: 3 },
    'overview',
  );
  const camera = new PerspectiveCamera(40, 1280 / 720, 0.1, 200);
  camera.position.set(...pose.position);
  camera.lookAt(...pose.target);
  camera.updateMatrixWorld();
  const onScreen = (x: number, z: number) => new Vector3(x, 0.1, z).project(camera);
  // The 8×8 board is 6.4 across; the banks lie 1.3 deep beyond each edge; the stash at x ≈ 5.6.
  const corners = [-3.2, 3.2].flatMap((x) => [-4.6, 4.6].map((z) => onScreen(x, z)));

  it('keeps the board, both banks and the stash inside a 1280×720 frame', () => {
    for (const p of [...corners, onScreen(6.2, -1.2), onScreen(6.2, 1.2)]) {
      expect(Math.abs(p.x)).toBeLessThan(1);
      expect(Math.abs(p.y)).toBeLessThan(1);
    }
  });

  it('draws the board across more than 40% of the frame width, not about a quarter', () => {
    const xs = [-3.2, 3.2].map((x) => onScreen(x, 3.2).x);
    expect((xs[1]! - xs[0]!) / 2).toBeGreaterThan(0.4);
  });
});
