import { describe, expect, it } from 'vitest';
import { DIE_KINDS, DIE_SIDES, type DieKind } from '../engine/dice-kinds';
import { DIE_GEOMETRY, type Vec3 } from './geometry';
import { readDie, rotate, type Quaternion } from './read';
import { duration, poseAt, type ThrowRecord } from './record';
import { dieSymmetries, steerThrow } from './steer';
import { throwDice } from './throw';

const SEEDS = ['lesson-a', 'lesson-b', 'lesson-c'];
const DICE_PER_THROW = 3;

/** Rotational symmetry group orders of the solids (tetrahedral 12, octahedral 24, icosahedral 60, D5 10). */
const GROUP_ORDER: Readonly<Record<DieKind, number>> = {
  d4: 12,
  d6: 24,
  d8: 24,
  d10: 10,
  d12: 60,
  d20: 60,
};

/** q⁻¹·p for unit-ish quaternions (x, y, z, w), normalised: the body-frame turn from q to p. */
function turnBetween(q: Quaternion, p: Quaternion): Quaternion {
  const [ax, ay, az, aw] = [-q[0], -q[1], -q[2], q[3]];
  const [bx, by, bz, bw] = p;
  const r: [number, number, number, number] = [
    aw * bx + ax * bw + ay * bz - az * by,
    aw * by - ax * bz + ay * bw + az * bx,
    aw * bz + ax * by - ay * bx + az * bw,
    aw * bw - ax * bx - ay * by - az * bz,
  ];
  const n = Math.hypot(...r);
  return [r[0] / n, r[1] / n, r[2] / n, r[3] / n];
}

/** How far the farthest vertex, turned by r, lies from the nearest vertex of the die. */
function symmetryError(kind: DieKind, r: Quaternion): number {
  const vertices = DIE_GEOMETRY[kind].vertices;
  return Math.max(
    ...vertices.map((v) => {
      const image = rotate(r, v);
      return Math.min(
        ...vertices.map((w) => Math.hypot(image[0] - w[0], image[1] - w[1], image[2] - w[2])),
      );
    }),
  );
}

function orientationAt(track: readonly number[], frame: number): Quaternion {
  const o = frame * 7;
  return [track[o + 3]!, track[o + 4]!, track[o + 5]!, track[o + 6]!];
}

function positionAt(track: readonly number[], frame: number): Vec3 {
  const o = frame * 7;
  return [track[o]!, track[o + 1]!, track[o + 2]!];
}

const throws = new Map<DieKind, ThrowRecord[]>(
  DIE_KINDS.map((kind) => [
    kind,
    SEEDS.map((seed) =>
      throwDice({ dice: Array.from({ length: DICE_PER_THROW }, () => kind), seed }),
    ),
  ]),
);

describe('the symmetries of each die', () => {
  it.each(DIE_KINDS)('a %s has as many turns onto itself as its solid should', (kind) => {
    const symmetries = dieSymmetries(kind);
    expect(symmetries).toHaveLength(GROUP_ORDER[kind]);
    for (const r of symmetries) expect(symmetryError(kind, r)).toBeLessThan(1e-6);
  });
});

describe('steering a real throw onto a lesson’s faces', () => {
  it.each(DIE_KINDS)('every face of a %s can be steered to, and the die reads it', (kind) => {
    for (const record of throws.get(kind)!) {
      for (let face = 1; face <= DIE_SIDES[kind]; face++) {
        const wanted = record.dice.map(() => face);
        const steered = steerThrow(record, wanted);
        expect(steered.faces).toEqual(wanted);
        record.dice.forEach((_, i) => {
          const reading = readDie(kind, poseAt(steered, i, duration(steered)).quaternion);
          expect(reading.value).toBe(face);
          // The die lies exactly as flat as it was simulated to.
          expect(reading.alignment).toBeCloseTo(record.alignment[i]!, 3);
        });
      }
    }
  });

  it.each(DIE_KINDS)(
    'a steered %s moves exactly as thrown, turned by one symmetry of its shape',
    (kind) => {
      for (const record of throws.get(kind)!) {
        for (let face = 1; face <= DIE_SIDES[kind]; face++) {
          const steered = steerThrow(
            record,
            record.dice.map(() => face),
          );
          record.tracks.forEach((track, i) => {
            const path = steered.tracks[i]!;
            expect(path).toHaveLength(track.length);
            const r = turnBetween(
              orientationAt(track, record.frames - 1),
              orientationAt(path, record.frames - 1),
            );
            expect(symmetryError(kind, r)).toBeLessThan(1e-6);
            for (let frame = 0; frame < record.frames; frame++) {
              expect(positionAt(path, frame)).toEqual(positionAt(track, frame));
              // The same turn in every keyframe: the body-frame turn r, never a different one.
              const rt = turnBetween(orientationAt(track, frame), orientationAt(path, frame));
              const sameTurn = Math.abs(rt[0] * r[0] + rt[1] * r[1] + rt[2] * r[2] + rt[3] * r[3]);
              expect(sameTurn).toBeCloseTo(1, 9);
            }
          });
        }
      }
    },
  );

  it.each(DIE_KINDS)('steering a %s throw to the faces it read changes nothing', (kind) => {
    for (const record of throws.get(kind)!)
      expect(steerThrow(record, record.faces)).toEqual(record);
  });

  it('steers each die of a mixed throw to its own face', () => {
    const record = throwDice({ dice: [...DIE_KINDS], seed: 'lesson-mixed' });
    const wanted = [3, 5, 2, 10, 7, 20];
    const steered = steerThrow(record, wanted);
    expect(
      steered.dice.map(
        (kind, i) => readDie(kind, poseAt(steered, i, duration(steered)).quaternion).value,
      ),
    ).toEqual(wanted);
  });

  it('refuses a face the die does not have, or a wrong number of faces', () => {
    const [record] = throws.get('d6')!;
    expect(() => steerThrow(record!, [1, 2])).toThrow(Error);
    expect(() => steerThrow(record!, [1, 2, 3, 4])).toThrow(Error);
    expect(() => steerThrow(record!, [1, 7, 3])).toThrow(/d6/);
    expect(() => steerThrow(record!, [0, 2, 3])).toThrow(Error);
    expect(() => steerThrow(record!, [1, 2.5, 3])).toThrow(Error);
  });
});
