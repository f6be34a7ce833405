import { Box, ConvexPolyhedron, Quaternion, Vec3 } from 'cannon-es';
import { describe, expect, it } from 'vitest';
import { DIE_KINDS, type DieKind } from '../engine/dice-kinds';
import { Random } from '../engine/random';
import { createDiceWorld, DEFAULT_TRAY } from './bodies';

/** Each kind's collision hull as the physics uses it (a d6's is its box's polyhedron). */
function hullOf(kind: DieKind): ConvexPolyhedron {
  const shape = createDiceWorld([kind], DEFAULT_TRAY).dice[0]!.shapes[0]!;
  return shape instanceof Box ? shape.convexPolyhedronRepresentation : (shape as ConvexPolyhedron);
}

/** The same hull as a plain cannon-es polyhedron, which runs cannon-es's own test. */
const plain = (hull: ConvexPolyhedron): ConvexPolyhedron =>
  new ConvexPolyhedron({
    vertices: hull.vertices,
    faces: hull.faces,
    normals: hull.faceNormals,
    axes: hull.uniqueAxes ?? undefined,
  });

function randomTurn(rng: Random): Quaternion {
  const q = new Quaternion(
    rng.float() - 0.5,
    rng.float() - 0.5,
    rng.float() - 0.5,
    rng.float() - 0.5,
  );
  return q.normalize();
}

interface Verdict {
  readonly apart: boolean;
  /** How deep the hulls overlap along the axis the test chose (when they touch). */
  readonly depth: number;
}

function verdict(
  a: ConvexPolyhedron,
  b: ConvexPolyhedron,
  posA: Vec3,
  quatA: Quaternion,
  posB: Vec3,
  quatB: Quaternion,
): Verdict {
  const axis = new Vec3();
  const touching = a.findSeparatingAxis(b, posA, quatA, posB, quatB, axis);
  if (!touching) return { apart: true, depth: 0 };
  const depth = a.testSepAxis(axis, b, posA, quatA, posB, quatB);
  return { apart: false, depth: depth === false ? -1 : depth };
}

describe('the dice hulls’ separating-axis test', () => {
  const pairs = DIE_KINDS.flatMap((a) => DIE_KINDS.map((b) => [a, b] as const));

  it.each(pairs)(
    'says a %s and a %s touch exactly when cannon-es does, as deep along the axis it picks',
    (kindA, kindB) => {
      const [a, b] = [hullOf(kindA), hullOf(kindB)];
      const [plainA, plainB] = [plain(a), plain(b)];
      const rng = Random.fromSeed(`hulls:${kindA}:${kindB}`);
      let touching = 0;
      // A pair drifts and turns a little each step, as dice do, so remembered axes are put to use.
      const posA = new Vec3(0, 0, 0);
      const posB = new Vec3(1.3, 0, 0);
      let [quatA, quatB] = [randomTurn(rng), randomTurn(rng)];
      for (let step = 0; step < 160; step++) {
        if (step % 20 === 0) [quatA, quatB] = [randomTurn(rng), randomTurn(rng)];
        const spin = new Quaternion();
        spin.setFromAxisAngle(new Vec3(rng.float(), rng.float(), rng.float()).unit(), 0.05);
        quatB = spin.mult(quatB);
        posB.set(0.7 + 0.8 * Math.abs(Math.sin(step / 7)), (rng.float() - 0.5) * 0.4, 0);
        const ours = verdict(a, b, posA, quatA, posB, quatB);
        const theirs = verdict(plainA, plainB, posA, quatA, posB, quatB);
        expect(ours.apart, `step ${step}`).toBe(theirs.apart);
        expect(ours.depth, `step ${step}`).toBeCloseTo(theirs.depth, 9);
        if (!ours.apart) touching++;
      }
      // Both answers come up often enough to have been checked.
      expect(touching).toBeGreaterThan(8);
      expect(touching).toBeLessThan(152);
    },
  );
});
