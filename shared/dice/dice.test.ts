import { Body } from 'cannon-es';
import { describe, expect, it } from 'vitest';
import { chiSquareUniform } from '../engine/chi-square';
import { DIE_KINDS, DIE_SIDES, type DieKind } from '../engine/dice-kinds';
import { stableStringify } from '../engine/stable-json';
import { createDiceWorld, DEFAULT_TRAY } from './bodies';
import { DIE_GEOMETRY, type Vec3 } from './geometry';
import { MIN_ALIGNMENT, readDie, type Quaternion } from './read';
import { poseAt, throwRecordSchema } from './record';
import { MAX_SPEED, throwDice } from './throw';

/** The rotation taking unit vector `from` onto `to`. */
function rotationBetween(from: Vec3, to: Vec3): Quaternion {
  const d = from[0] * to[0] + from[1] * to[1] + from[2] * to[2];
  if (d < -0.999999) return [1, 0, 0, 0];
  const c: Vec3 = [
    from[1] * to[2] - from[2] * to[1],
    from[2] * to[0] - from[0] * to[2],
    from[0] * to[1] - from[1] * to[0],
  ];
  const q: [number, number, number, number] = [c[0], c[1], c[2], 1 + d];
  const n = Math.hypot(...q);
  return [q[0] / n, q[1] / n, q[2] / n, q[3] / n];
}

describe('dice geometry and reading', () => {
  it.each(DIE_KINDS)('%s has one face per value, and opposite faces sum like real dice', (kind) => {
    const { faces } = DIE_GEOMETRY[kind];
    const sides = DIE_SIDES[kind];
    expect(faces.map((f) => f.value).sort((a, b) => a - b)).toEqual(
      Array.from({ length: sides }, (_, i) => i + 1),
    );
    if (kind === 'd4') return;
    for (const face of faces) {
      const opposite = faces.find(
        (f) =>
          f.normal[0] * face.normal[0] +
            f.normal[1] * face.normal[1] +
            f.normal[2] * face.normal[2] <
          -0.999,
      );
      expect(opposite && opposite.value + face.value).toBe(sides + 1);
    }
  });

  it.each(DIE_KINDS)('a %s turned to each face reads that face', (kind) => {
    const geometry = DIE_GEOMETRY[kind];
    const target: Vec3 = geometry.readFacing === 'up' ? [0, 1, 0] : [0, -1, 0];
    for (const face of geometry.faces) {
      const reading = readDie(kind, rotationBetween(face.normal, target));
      expect(reading.value).toBe(face.value);
      expect(reading.alignment).toBeCloseTo(1, 6);
    }
  });

  it.each(DIE_KINDS)(
    'a %s set down on each face in the physics world rests there and reads it',
    (kind) => {
      const geometry = DIE_GEOMETRY[kind];
      for (const face of geometry.faces) {
        const { world, dice } = createDiceWorld([kind], DEFAULT_TRAY);
        const body = dice[0]!;
        // Rest the face being read (or, for a d4, the face it lies on) flat on the felt.
        const down: Vec3 = [0, -1, 0];
        const restingFace =
          geometry.readFacing === 'up'
            ? geometry.faces.find((f) =>
                f.normal.every((c, i) => Math.abs(c + face.normal[i]!) < 1e-6),
              )!
            : face;
        const q = rotationBetween(restingFace.normal, down);
        body.quaternion.set(...q);
        body.position.set(0, geometry.radius + 0.05, 0);
        for (let i = 0; i < 240; i++) world.step(1 / 120);
        expect(body.sleepState).toBe(Body.SLEEPING);
        expect(
          readDie(kind, [
            body.quaternion.x,
            body.quaternion.y,
            body.quaternion.z,
            body.quaternion.w,
          ]).value,
        ).toBe(face.value);
      }
    },
  );
});

describe('the dice world', () => {
  it('testing only the walls a die can reach moves every die exactly as testing them all', () => {
    const kinds: DieKind[] = ['d6', 'd20', 'd4', 'd12'];
    const culled = createDiceWorld(kinds, DEFAULT_TRAY);
    const full = createDiceWorld(kinds, DEFAULT_TRAY);
    for (const { dice } of [culled, full]) {
      dice.forEach((body, i) => {
        // Hard into every wall and up towards the lid, spinning.
        body.position.set(-2 + i * 1.3, 1 + i, (i % 2) - 0.5);
        body.velocity.set(i % 2 ? 20 : -20, 12, i < 2 ? 18 : -18);
        body.angularVelocity.set(9, -7, 11);
      });
    }
    for (let i = 0; i < 600; i++) {
      culled.step();
      full.world.step(1 / 120);
    }
    const poses = ({ dice }: typeof full): number[] =>
      dice.flatMap((b) => [...b.position.toArray(), ...b.quaternion.toArray()]);
    expect(poses(culled)).toEqual(poses(full));
  });
});

describe('throws', () => {
  it('gives the same record, bit for bit, for the same seed', () => {
    const a = throwDice({ dice: ['d4', 'd6', 'd8', 'd10', 'd12', 'd20'], seed: 'same' });
    const b = throwDice({ dice: ['d4', 'd6', 'd8', 'd10', 'd12', 'd20'], seed: 'same' });
    expect(stableStringify(a)).toBe(stableStringify(b));
    expect(throwRecordSchema.safeParse(JSON.parse(JSON.stringify(a))).success).toBe(true);
  });

  it('reads every die of mixed throws of up to 12 dice, and playback ends on the faces read', () => {
    const kinds: DieKind[] = [
      'd4',
      'd6',
      'd8',
      'd10',
      'd12',
      'd20',
      'd6',
      'd6',
      'd8',
      'd10',
      'd12',
      'd20',
    ];
    for (let seed = 0; seed < 4; seed++) {
      const record = throwDice({ dice: kinds, seed });
      expect(record.faces).toHaveLength(12);
      record.dice.forEach((kind, i) => {
        expect(record.faces[i]).toBeGreaterThanOrEqual(1);
        expect(record.faces[i]).toBeLessThanOrEqual(DIE_SIDES[kind]);
        const end = poseAt(record, i, record.frames / record.hz + 1);
        expect(readDie(kind, end.quaternion).value).toBe(record.faces[i]);
      });
    }
  });

  it('settles a crowded throw of 12 mixed dice within a few simulated seconds', () => {
    const kinds: DieKind[] = [
      'd4',
      'd6',
      'd8',
      'd10',
      'd12',
      'd20',
      'd6',
      'd6',
      'd8',
      'd10',
      'd12',
      'd20',
    ];
    const times: number[] = [];
    for (let seed = 0; seed < 12; seed++) {
      const record = throwDice({ dice: kinds, seed: `crowd:${seed}` });
      times.push(record.settledAt);
      record.dice.forEach((kind, i) =>
        expect(record.alignment[i]).toBeGreaterThanOrEqual(MIN_ALIGNMENT[kind]),
      );
    }
    times.sort((a, b) => a - b);
    expect(times[6]).toBeLessThan(5);
    expect(times[11]).toBeLessThan(15);
  });

  it('refuses an empty throw and one of more than 12 dice', () => {
    expect(() => throwDice({ dice: [], seed: 1 })).toThrow(RangeError);
    expect(() => throwDice({ dice: new Array<DieKind>(13).fill('d6'), seed: 1 })).toThrow(
      RangeError,
    );
  });

  it.each(DIE_KINDS)('a seeded sample of 400 %s throws passes the chi-square check', (kind) => {
    const counts = new Array<number>(DIE_SIDES[kind]).fill(0);
    for (let seed = 0; seed < 400; seed++)
      counts[throwDice({ dice: [kind], seed: `fair:${seed}` }).faces[0]! - 1]!++;
    expect(chiSquareUniform(counts).pValue).toBeGreaterThan(0.001);
  });

  it('keeps every die inside the tray over a thousand of the hardest throws', () => {
    const { width, depth } = DEFAULT_TRAY;
    const escaped: string[] = [];
    for (let seed = 0; seed < 1000; seed++) {
      const angle = (seed / 1000) * Math.PI * 2;
      const record = throwDice({
        dice: ['d6', 'd20'],
        seed: `hard:${seed}`,
        gesture: {
          position: [0, 3, 0],
          velocity: [Math.cos(angle) * MAX_SPEED * 3, 10, Math.sin(angle) * MAX_SPEED * 3],
        },
      });
      for (const track of record.tracks) {
        for (let o = 0; o < track.length; o += 7) {
          if (
            Math.abs(track[o]!) >= width / 2 ||
            track[o + 1]! <= 0 ||
            Math.abs(track[o + 2]!) >= depth / 2
          )
            escaped.push(`seed ${seed} frame ${o / 7}`);
        }
      }
    }
    expect(escaped).toEqual([]);
  });

  it('deals with dice left tilted or leaning (the policy acts) and always ends with every die lying flat', () => {
    let policyDice = 0;
    for (let seed = 0; seed < 150; seed++) {
      const record = throwDice({ dice: ['d4', 'd6', 'd8', 'd10', 'd12'], seed: `tilt:${seed}` });
      policyDice += record.policyDice;
      record.dice.forEach((kind, i) =>
        expect(record.alignment[i]).toBeGreaterThanOrEqual(MIN_ALIGNMENT[kind]),
      );
    }
    expect(policyDice).toBeGreaterThan(0);
  });
});
