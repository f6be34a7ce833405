/**
 * Steering a real throw onto faces a lesson's script fixes. Each die is turned, in its own
 * body frame, by one of its shape's rotational symmetries: the solid occupies exactly the
 * same space at every moment, so the simulated motion stays true — only which number is
 * painted where changes.
 */
import { DIE_SIDES, isFaceOf, type DieKind } from '../engine/dice-kinds';
import { DIE_GEOMETRY, type Vec3 } from './geometry';
import { readDie, type Quaternion } from './read';
import type { ThrowRecord } from './record';

/** How close a turned vertex must land to a vertex of the die for the turn to be a symmetry. */
const SYMMETRY_TOLERANCE = 1e-6;

type Matrix = readonly [Vec3, Vec3, Vec3];

const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const normalise = (a: Vec3): Vec3 => {
  const n = Math.sqrt(dot(a, a));
  return [a[0] / n, a[1] / n, a[2] / n];
};
const distance = (a: Vec3, b: Vec3): number => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

/** Body-frame composition: rotating by `multiply(a, b)` is rotating by `b`, then by `a`. */
function multiply(a: Quaternion, b: Quaternion): Quaternion {
  const [ax, ay, az, aw] = a;
  const [bx, by, bz, bw] = b;
  return [
    aw * bx + ax * bw + ay * bz - az * by,
    aw * by - ax * bz + ay * bw + az * bx,
    aw * bz + ax * by - ay * bx + az * bw,
    aw * bw - ax * bx - ay * by - az * bz,
  ];
}

/** An orthonormal frame (as rows) built from `a` and the part of `b` square to it. */
function frame(a: Vec3, b: Vec3): Matrix {
  const e1 = normalise(a);
  const along = dot(b, e1);
  const e2 = normalise([b[0] - along * e1[0], b[1] - along * e1[1], b[2] - along * e1[2]]);
  return [e1, e2, cross(e1, e2)];
}

/** The rotation matrix taking frame `from` onto frame `to` (both given as rows): toᵀ·from. */
function between(from: Matrix, to: Matrix): Matrix {
  const column = (j: 0 | 1 | 2): Vec3 => [from[0][j], from[1][j], from[2][j]];
  const [c0, c1, c2] = [column(0), column(1), column(2)];
  const row = (i: 0 | 1 | 2): Vec3 => {
    const t: Vec3 = [to[0][i], to[1][i], to[2][i]];
    return [dot(t, c0), dot(t, c1), dot(t, c2)];
  };
  return [row(0), row(1), row(2)];
}

const apply = (m: Matrix, v: Vec3): Vec3 => [dot(m[0], v), dot(m[1], v), dot(m[2], v)];

/** A rotation matrix as a unit quaternion (x, y, z, w), by Shepperd's method. */
function toQuaternion(m: Matrix): Quaternion {
  const [[m00, m01, m02], [m10, m11, m12], [m20, m21, m22]] = m;
  const trace = m00 + m11 + m22;
  let q: [number, number, number, number];
  if (trace > 0) {
    const s = Math.sqrt(trace + 1) * 2;
    q = [(m21 - m12) / s, (m02 - m20) / s, (m10 - m01) / s, s / 4];
  } else if (m00 > m11 && m00 > m22) {
    const s = Math.sqrt(1 + m00 - m11 - m22) * 2;
    q = [s / 4, (m01 + m10) / s, (m02 + m20) / s, (m21 - m12) / s];
  } else if (m11 > m22) {
    const s = Math.sqrt(1 + m11 - m00 - m22) * 2;
    q = [(m01 + m10) / s, s / 4, (m12 + m21) / s, (m02 - m20) / s];
  } else {
    const s = Math.sqrt(1 + m22 - m00 - m11) * 2;
    q = [(m02 + m20) / s, (m12 + m21) / s, s / 4, (m10 - m01) / s];
  }
  const n = Math.hypot(...q);
  return [q[0] / n, q[1] / n, q[2] / n, q[3] / n];
}

/**
 * Every rotation that maps the die's vertices onto themselves. A rotation is fixed by where
 * it sends two vertices that are not in line, so each candidate image of such a pair (same
 * lengths, same angle between them) is tried and kept if the whole vertex set lands on itself.
 */
function findSymmetries(kind: DieKind): readonly Quaternion[] {
  const vertices = DIE_GEOMETRY[kind].vertices;
  const a = vertices[0]!;
  const b = vertices.find((v) => Math.hypot(...cross(a, v)) > 1e-3)!;
  const from = frame(a, b);
  const symmetries: Quaternion[] = [];
  for (const a2 of vertices) {
    if (Math.abs(dot(a2, a2) - dot(a, a)) > SYMMETRY_TOLERANCE) continue;
    for (const b2 of vertices) {
      if (Math.abs(dot(b2, b2) - dot(b, b)) > SYMMETRY_TOLERANCE) continue;
      if (Math.abs(dot(a2, b2) - dot(a, b)) > SYMMETRY_TOLERANCE) continue;
      const turn = between(from, frame(a2, b2));
      const onto = vertices.every((v) => {
        const image = apply(turn, v);
        return vertices.some((w) => distance(image, w) < SYMMETRY_TOLERANCE);
      });
      if (onto) symmetries.push(toQuaternion(turn));
    }
  }
  return symmetries;
}

const cache = new Map<DieKind, readonly Quaternion[]>();

/** The die's rotational symmetry group, found once per kind. */
export function dieSymmetries(kind: DieKind): readonly Quaternion[] {
  let symmetries = cache.get(kind);
  if (!symmetries) {
    symmetries = findSymmetries(kind);
    cache.set(kind, symmetries);
  }
  return symmetries;
}

/** The symmetry that makes a die resting at `orientation` read `face`. */
function turnFor(kind: DieKind, orientation: Quaternion, face: number): Quaternion {
  const turn = dieSymmetries(kind).find(
    (r) => readDie(kind, multiply(orientation, r)).value === face,
  );
  if (!turn) throw new Error(`No turn of a ${kind} shows ${face}.`);
  return turn;
}

/**
 * The same throw, with die i showing `faces[i]`: every keyframe's orientation q becomes q·r
 * for a symmetry r of that die's shape, positions untouched. A die already showing its face
 * keeps its track as it was.
 */
export function steerThrow(record: ThrowRecord, faces: readonly number[]): ThrowRecord {
  if (faces.length !== record.dice.length)
    throw new Error(
      `A throw of ${record.dice.length} dice is steered to ${record.dice.length} faces, not ${faces.length}.`,
    );
  const last = (record.frames - 1) * 7;
  const tracks = record.tracks.map((track, i) => {
    const kind = record.dice[i]!;
    const face = faces[i]!;
    if (!isFaceOf(kind, face))
      throw new Error(`A ${kind} shows 1 to ${DIE_SIDES[kind]}, not ${face}.`);
    const resting: Quaternion = [
      track[last + 3]!,
      track[last + 4]!,
      track[last + 5]!,
      track[last + 6]!,
    ];
    if (readDie(kind, resting).value === face) return track;
    const turn = turnFor(kind, resting, face);
    const steered = [...track];
    for (let o = 0; o < steered.length; o += 7) {
      const q = multiply([track[o + 3]!, track[o + 4]!, track[o + 5]!, track[o + 6]!], turn);
      steered.splice(o + 3, 4, ...q);
    }
    return steered;
  });
  return { ...record, tracks, faces: [...faces] };
}
