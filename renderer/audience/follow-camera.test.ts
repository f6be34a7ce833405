import { describe, expect, it } from 'vitest';
import type { Pending } from '../../shared/engine/contract';
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
