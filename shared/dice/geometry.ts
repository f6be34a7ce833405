/**
 * The shapes of the dice, shared by the physics and the renderer so the number drawn on a
 * face is exactly the number read off it. Faces are found as the convex hull of each
 * solid's vertices and wound counter-clockwise seen from outside (as cannon-es wants).
 * Values follow real dice: opposite faces sum to sides + 1; a d4 is read by the face it
 * rests on, which carries the number of the vertex pointing up.
 */
import { DIE_KINDS, type DieKind } from '../engine/dice-kinds';

export type Vec3 = readonly [number, number, number];

export interface DieFace {
  /** Indices into the die's vertices, counter-clockwise seen from outside. */
  readonly vertices: readonly number[];
  readonly normal: Vec3;
  readonly centre: Vec3;
  /** The value this face reads as when it is the one read (top for most dice, bottom for a d4). */
  readonly value: number;
}

export interface DieGeometry {
  readonly kind: DieKind;
  readonly vertices: readonly Vec3[];
  readonly faces: readonly DieFace[];
  /** Which face is read: the one facing up, or for a d4 the one facing down. */
  readonly readFacing: 'up' | 'down';
  /** Distance from the centre to a vertex, in table units. */
  readonly radius: number;
}

const PHI = (1 + Math.sqrt(5)) / 2;

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const scale = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
const length = (a: Vec3): number => Math.sqrt(dot(a, a));
const normalise = (a: Vec3): Vec3 => scale(a, 1 / length(a));

/** Every sign combination of a coordinate pattern: (±a, ±b, ±c), zeros left alone. */
function allSigns(a: number, b: number, c: number): Vec3[] {
  const out: Vec3[] = [];
  for (const x of a === 0 ? [0] : [a, -a])
    for (const y of b === 0 ? [0] : [b, -b])
      for (const z of c === 0 ? [0] : [c, -c]) out.push([x, y, z]);
  return out;
}

/** The vertices of each solid before scaling (centred on the origin). */
function rawVertices(kind: DieKind): Vec3[] {
  switch (kind) {
    case 'd4':
      return [
        [1, 1, 1],
        [1, -1, -1],
        [-1, 1, -1],
        [-1, -1, 1],
      ];
    case 'd6':
      return allSigns(1, 1, 1);
    case 'd8':
      return [...allSigns(1, 0, 0), ...allSigns(0, 1, 0), ...allSigns(0, 0, 1)];
    case 'd10': {
      // A pentagonal trapezohedron: its kites are planar when the apex height is
      // h·(1 + cos 36°)/(1 − cos 36°) for a ring alternating at ±h.
      const h = 0.12;
      const cos36 = Math.cos(Math.PI / 5);
      const apex = (h * (1 + cos36)) / (1 - cos36);
      const ring: Vec3[] = Array.from({ length: 10 }, (_, k) => [
        Math.cos((k * Math.PI) / 5),
        k % 2 === 0 ? h : -h,
        Math.sin((k * Math.PI) / 5),
      ]);
      return [[0, apex, 0], [0, -apex, 0], ...ring];
    }
    case 'd12':
      return [
        ...allSigns(1, 1, 1),
        ...allSigns(0, 1 / PHI, PHI),
        ...allSigns(1 / PHI, PHI, 0),
        ...allSigns(PHI, 0, 1 / PHI),
      ];
    case 'd20':
      return [...allSigns(0, 1, PHI), ...allSigns(1, PHI, 0), ...allSigns(PHI, 0, 1)];
  }
}

/** The faces of the convex hull of a small point set: every plane with all points on one side. */
function hullFaces(vertices: readonly Vec3[]): { vertices: number[]; normal: Vec3 }[] {
  const faces: { vertices: number[]; normal: Vec3; offset: number }[] = [];
  const n = vertices.length;
  const eps = 1e-7;
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      for (let k = j + 1; k < n; k++) {
        const a = vertices[i]!;
        let normal = cross(sub(vertices[j]!, a), sub(vertices[k]!, a));
        if (length(normal) < eps) continue;
        normal = normalise(normal);
        let offset = dot(normal, a);
        const sides = vertices.map((v) => dot(normal, v) - offset);
        const above = sides.some((s) => s > eps);
        const below = sides.some((s) => s < -eps);
        if (above && below) continue;
        if (above) {
          normal = scale(normal, -1);
          offset = -offset;
        }
        if (
          faces.some(
            (f) => Math.abs(dot(f.normal, normal) - 1) < 1e-6 && Math.abs(f.offset - offset) < 1e-6,
          )
        )
          continue;
        const on = vertices
          .map((_, index) => index)
          .filter((index) => Math.abs(dot(normal, vertices[index]!) - offset) < eps);
        faces.push({ vertices: on, normal, offset });
      }
  // Wind each face counter-clockwise around its outward normal.
  return faces.map(({ vertices: on, normal }) => {
    const centre = scale(
      on.reduce<Vec3>(
        (acc, index) => [
          acc[0] + vertices[index]![0],
          acc[1] + vertices[index]![1],
          acc[2] + vertices[index]![2],
        ],
        [0, 0, 0],
      ),
      1 / on.length,
    );
    const u = normalise(sub(vertices[on[0]!]!, centre));
    const w = cross(normal, u);
    const angle = (index: number): number => {
      const d = sub(vertices[index]!, centre);
      return Math.atan2(dot(d, w), dot(d, u));
    };
    return { vertices: [...on].sort((x, y) => angle(x) - angle(y)), normal };
  });
}

const RADIUS: Readonly<Record<DieKind, number>> = {
  d4: 0.72,
  d6: 0.68,
  d8: 0.66,
  d10: 0.64,
  d12: 0.66,
  d20: 0.7,
};

/**
 * Values for faces in opposite pairs (normal n and −n) so each pair sums to sides + 1.
 * Faces are ordered by a fixed rule first, so the layout is the same on every machine.
 */
function pairedValues(faces: readonly { normal: Vec3 }[]): number[] {
  const sides = faces.length;
  const order = faces
    .map((_, i) => i)
    .sort((a, b) => {
      const [na, nb] = [faces[a]!.normal, faces[b]!.normal];
      return nb[1] - na[1] || nb[0] - na[0] || nb[2] - na[2];
    });
  const values = new Array<number>(sides).fill(0);
  let next = 1;
  for (const i of order) {
    if (values[i] !== 0) continue;
    const opposite = faces.findIndex((f) => dot(f.normal, faces[i]!.normal) < -0.999);
    values[i] = next;
    if (opposite >= 0) values[opposite] = sides + 1 - next;
    next++;
  }
  return values;
}

function build(kind: DieKind): DieGeometry {
  const raw = rawVertices(kind);
  const r = Math.max(...raw.map(length));
  const vertices = raw.map((v) => scale(v, RADIUS[kind] / r));
  const hull = hullFaces(vertices);
  // A d4 face carries the number of the vertex opposite it, which points up when the face is down.
  const values =
    kind === 'd4'
      ? hull.map((f) => [0, 1, 2, 3].find((v) => !f.vertices.includes(v))! + 1)
      : pairedValues(hull);
  const faces = hull.map((f, i) => ({
    vertices: f.vertices,
    normal: f.normal,
    centre: scale(
      f.vertices.reduce<Vec3>(
        (acc, index) => [
          acc[0] + vertices[index]![0],
          acc[1] + vertices[index]![1],
          acc[2] + vertices[index]![2],
        ],
        [0, 0, 0],
      ),
      1 / f.vertices.length,
    ),
    value: values[i]!,
  }));
  return { kind, vertices, faces, readFacing: kind === 'd4' ? 'down' : 'up', radius: RADIUS[kind] };
}

export const DIE_GEOMETRY: Readonly<Record<DieKind, DieGeometry>> = Object.fromEntries(
  DIE_KINDS.map((kind) => [kind, build(kind)]),
) as Record<DieKind, DieGeometry>;
