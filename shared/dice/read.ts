/** Reading a resting die: which face points up (down for a d4), and how squarely. */
import type { DieKind } from '../engine/dice-kinds';
import { DIE_GEOMETRY } from './geometry';

export type Quaternion = readonly [number, number, number, number];

/** Rotates a vector by a unit quaternion (x, y, z, w). */
export function rotate(
  q: Quaternion,
  v: readonly [number, number, number],
): [number, number, number] {
  const [x, y, z, w] = q;
  const [vx, vy, vz] = v;
  const ix = w * vx + y * vz - z * vy;
  const iy = w * vy + z * vx - x * vz;
  const iz = w * vz + x * vy - y * vx;
  const iw = -x * vx - y * vy - z * vz;
  return [
    ix * w + iw * -x + iy * -z - iz * -y,
    iy * w + iw * -y + iz * -x - ix * -z,
    iz * w + iw * -z + ix * -y - iy * -x,
  ];
}

export interface Reading {
  readonly value: number;
  /** Cosine between the read face's normal and straight up (or down): 1 is flat. */
  readonly alignment: number;
}

/** How flat a die must lie to be read: a face within about 11° of level. */
export const MIN_ALIGNMENT: Readonly<Record<DieKind, number>> = {
  d4: 0.98,
  d6: 0.98,
  d8: 0.98,
  d10: 0.97,
  d12: 0.98,
  d20: 0.98,
};

export function readDie(kind: DieKind, orientation: Quaternion): Reading {
  const geometry = DIE_GEOMETRY[kind];
  const sign = geometry.readFacing === 'up' ? 1 : -1;
  let best: Reading = { value: geometry.faces[0]!.value, alignment: -Infinity };
  for (const face of geometry.faces) {
    const alignment = rotate(orientation, face.normal)[1] * sign;
    if (alignment > best.alignment) best = { value: face.value, alignment };
  }
  return best;
}
