/**
 * A throw record: everything needed to play a throw back exactly as it was simulated, and
 * the faces it read. Saves keep these beside the dice actions they produced.
 */
import { z } from 'zod';
import { DIE_KINDS, type DieKind } from '../engine/dice-kinds';
import type { Tray } from './bodies';
import type { Quaternion } from './read';

export interface ThrowRecord {
  readonly version: 1;
  readonly dice: readonly DieKind[];
  readonly seed: string | number;
  readonly tray: Tray;
  /** Keyframes per simulated second. */
  readonly hz: number;
  readonly frames: number;
  /** Per die, `frames` poses of 7 numbers: x, y, z, then the quaternion x, y, z, w. */
  readonly tracks: readonly (readonly number[])[];
  readonly faces: readonly number[];
  /** How squarely each read face lay (1 = flat). */
  readonly alignment: readonly number[];
  /** How often the tilted-die policy nudged a die, re-threw one, and how many dice needed it. */
  readonly nudged: number;
  readonly rethrown: number;
  readonly policyDice: number;
  /** Simulated seconds until every die was read. */
  readonly settledAt: number;
}

export const throwRecordSchema = z
  .object({
    version: z.literal(1),
    dice: z.array(z.enum(DIE_KINDS)).min(1).max(12),
    seed: z.union([z.string().max(200), z.number()]),
    tray: z.object({ width: z.number().positive(), depth: z.number().positive() }),
    hz: z.number().positive(),
    frames: z
      .number()
      .int()
      .min(1)
      .max(60 * 60),
    tracks: z.array(z.array(z.number())),
    faces: z.array(z.number().int().min(1).max(20)),
    alignment: z.array(z.number()),
    nudged: z.number().int().min(0),
    rethrown: z.number().int().min(0),
    policyDice: z.number().int().min(0),
    settledAt: z.number().min(0),
  })
  .refine(
    (r) =>
      r.tracks.length === r.dice.length &&
      r.tracks.every((t) => t.length === r.frames * 7) &&
      r.faces.length === r.dice.length,
    {
      message: 'a throw record needs one track of 7 numbers per frame and one face for every die',
    },
  );

export interface Pose {
  readonly position: readonly [number, number, number];
  readonly quaternion: Quaternion;
}

/** Simulated seconds the record lasts. */
export function duration(record: ThrowRecord): number {
  return (record.frames - 1) / record.hz;
}

/** Die `index`'s pose at `t` seconds, interpolated between keyframes (spherically for rotation). */
export function poseAt(record: ThrowRecord, index: number, t: number): Pose {
  const track = record.tracks[index]!;
  const f = Math.max(0, Math.min(record.frames - 1, t * record.hz));
  const i = Math.min(record.frames - 2, Math.floor(f));
  if (record.frames === 1 || i < 0) return poseOfFrame(track, 0);
  const k = f - i;
  const a = poseOfFrame(track, i);
  const b = poseOfFrame(track, i + 1);
  return {
    position: [
      a.position[0] + (b.position[0] - a.position[0]) * k,
      a.position[1] + (b.position[1] - a.position[1]) * k,
      a.position[2] + (b.position[2] - a.position[2]) * k,
    ],
    quaternion: slerp(a.quaternion, b.quaternion, k),
  };
}

function poseOfFrame(track: readonly number[], frame: number): Pose {
  const o = frame * 7;
  return {
    position: [track[o]!, track[o + 1]!, track[o + 2]!],
    quaternion: [track[o + 3]!, track[o + 4]!, track[o + 5]!, track[o + 6]!],
  };
}

function slerp(a: Quaternion, b: Quaternion, t: number): Quaternion {
  let [bx, by, bz, bw] = b;
  let cos = a[0] * bx + a[1] * by + a[2] * bz + a[3] * bw;
  if (cos < 0) {
    [bx, by, bz, bw] = [-bx, -by, -bz, -bw];
    cos = -cos;
  }
  let wa = 1 - t;
  let wb = t;
  if (cos < 0.9995) {
    const angle = Math.acos(cos);
    const sin = Math.sin(angle);
    wa = Math.sin((1 - t) * angle) / sin;
    wb = Math.sin(t * angle) / sin;
  }
  const q: [number, number, number, number] = [
    a[0] * wa + bx * wb,
    a[1] * wa + by * wb,
    a[2] * wa + bz * wb,
    a[3] * wa + bw * wb,
  ];
  const n = Math.hypot(...q);
  return [q[0] / n, q[1] / n, q[2] / n, q[3] / n];
}
