/**
 * A die laid still on the felt showing a chosen value: for dice a table shows at rest
 * without a throw behind them (hole dice under a seat's cup, banker dice on the block).
 */
import type { DieKind } from '../engine/dice-kinds';
import { DIE_GEOMETRY, type Vec3 } from './geometry';
import type { Quaternion } from './read';

export interface RestingPose {
  /** Turns the die so the face read as `value` lies level. */
  readonly quaternion: Quaternion;
  /** How high the die's centre is above the felt when it lies on that face. */
  readonly height: number;
}

/** The shortest rotation taking unit vector `from` onto unit vector `to`. */
function between(from: Vec3, to: Vec3): Quaternion {
  const d = from[0] * to[0] + from[1] * to[1] + from[2] * to[2];
  if (d < -0.999999) {
    // Opposite: half a turn about any axis square to `from`.
    const axis: Vec3 = Math.abs(from[0]) < 0.9 ? [0, -from[2], from[1]] : [-from[2], 0, from[0]];
    const n = Math.hypot(...axis);
    return [axis[0] / n, axis[1] / n, axis[2] / n, 0];
  }
  const c: Vec3 = [
    from[1] * to[2] - from[2] * to[1],
    from[2] * to[0] - from[0] * to[2],
    from[0] * to[1] - from[1] * to[0],
  ];
  const w = 1 + d;
  const n = Math.hypot(c[0], c[1], c[2], w);
  return [c[0] / n, c[1] / n, c[2] / n, w / n];
}

export function restingPose(kind: DieKind, value: number): RestingPose {
  const geometry = DIE_GEOMETRY[kind];
  const face = geometry.faces.find((f) => f.value === value);
  if (!face) throw new Error(`A ${kind} has no face ${value}`);
  const up = geometry.readFacing === 'up';
  const quaternion = between(face.normal, up ? [0, 1, 0] : [0, -1, 0]);
  // A d4 stands on the face it is read by; the others lie on the face opposite the read one.
  const floor = up
    ? geometry.faces.find((f) => f.value === geometry.faces.length + 1 - value)
    : face;
  const n = floor!.normal;
  const c = floor!.centre;
  return { quaternion, height: Math.abs(n[0] * c[0] + n[1] * c[1] + n[2] * c[2]) };
}
