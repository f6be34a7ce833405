/**
 * One throw of up to 12 dice: seeded (or hand-given) starting conditions, a fixed-step
 * simulation in a fresh world until every die sleeps, then each die read where it lies.
 * A die left tilted is dealt with as soon as it rests, while the others still roll: alone
 * on the felt (on an edge) it is nudged; leaning on another die, or still tilted after its
 * nudges, it is thrown again on its own, so every throw ends with every die read flat.
 */
import { Body, Vec3 as CannonVec3 } from 'cannon-es';
import type { DieKind } from '../engine/dice-kinds';
import { Random } from '../engine/random';
import { createDiceWorld, DEFAULT_TRAY, STEP, type Tray } from './bodies';
import { DIE_GEOMETRY } from './geometry';
import { MIN_ALIGNMENT, readDie, type Quaternion } from './read';
import type { ThrowRecord } from './record';

/** Keyframes are kept every other step: 60 per simulated second. */
export const FRAME_EVERY = 2;
export const MAX_DICE = 12;
/** Thrown dice never go faster than this (table units per second): faster, convex shapes can tunnel. */
export const MAX_SPEED = 22;
const MAX_SPIN = 30;
/** Longest a die may go (simulated seconds) from its launch or last rest before it is re-thrown. */
const SETTLE_LIMIT = 5;
/** A re-thrown die falls from this height (plus up to half a unit), tumbling at up to this spin. */
const REDROP_HEIGHT = 1.8;
const REDROP_SPIN = 15;
const MAX_NUDGES = 2;
const MAX_RETHROWS = 4;
/** Gap between two dice's bounding spheres under which one may be leaning on the other. */
const CROWD_MARGIN = 0.05;

export interface Gesture {
  /** Where the hand let go, in tray coordinates. */
  readonly position: readonly [number, number, number];
  /** The hand's velocity at release (clamped to MAX_SPEED). */
  readonly velocity: readonly [number, number, number];
}

export interface ThrowRequest {
  readonly dice: readonly DieKind[];
  readonly seed: string | number;
  readonly gesture?: Gesture;
  readonly tray?: Tray;
}

function uniformRotation(rng: Random): Quaternion {
  // Shoemake's method: a rotation drawn uniformly from all orientations.
  const [u1, u2, u3] = [rng.float(), rng.float(), rng.float()];
  const a = Math.sqrt(1 - u1);
  const b = Math.sqrt(u1);
  return [
    a * Math.sin(2 * Math.PI * u2),
    a * Math.cos(2 * Math.PI * u2),
    b * Math.sin(2 * Math.PI * u3),
    b * Math.cos(2 * Math.PI * u3),
  ];
}

function clampLength(v: readonly [number, number, number], max: number): [number, number, number] {
  const length = Math.hypot(...v);
  return length > max
    ? [(v[0] * max) / length, (v[1] * max) / length, (v[2] * max) / length]
    : [v[0], v[1], v[2]];
}

/** Sets a die off: from the thrower's side of the tray (or the hand), tumbling, towards the far wall. */
function launch(
  body: Body,
  index: number,
  count: number,
  tray: Tray,
  rng: Random,
  gesture: Gesture | undefined,
): void {
  const column = index % 4;
  const row = Math.floor(index / 4);
  const spread = Math.min(tray.depth - 1.6, 3.6);
  const base = gesture?.position ?? [-tray.width / 2 + 1.2, 2.6, 0];
  body.position.set(
    Math.max(
      -tray.width / 2 + 0.8,
      Math.min(tray.width / 2 - 0.8, base[0] + row * 1.05 + (rng.float() - 0.5) * 0.2),
    ),
    Math.max(1, base[1] + (column % 2) * 0.8 + rng.float() * 0.4),
    Math.max(
      -tray.depth / 2 + 0.8,
      Math.min(
        tray.depth / 2 - 0.8,
        base[2] + (count === 1 ? 0 : (column / 3 - 0.5) * spread) + (rng.float() - 0.5) * 0.3,
      ),
    ),
  );
  body.quaternion.set(...uniformRotation(rng));
  const hand = gesture?.velocity ?? [
    5 + rng.float() * 3,
    1 + rng.float() * 2,
    (rng.float() - 0.5) * 6,
  ];
  const velocity = clampLength(
    [
      hand[0] * (0.9 + rng.float() * 0.2),
      hand[1] + (rng.float() - 0.5),
      hand[2] + (rng.float() - 0.5) * 1.5,
    ],
    MAX_SPEED,
  );
  body.velocity.set(...velocity);
  const spin = clampLength(
    [
      (rng.float() - 0.5) * 2 * MAX_SPIN,
      (rng.float() - 0.5) * 2 * MAX_SPIN,
      (rng.float() - 0.5) * 2 * MAX_SPIN,
    ],
    MAX_SPIN,
  );
  body.angularVelocity.set(...spin);
  body.wakeUp();
}

/**
 * Throws one die again, honestly: picked up and dropped from a little height, in a fresh
 * uniformly random orientation and tumbling, over the spot of the tray farthest from the
 * other dice, so it does not land back on the die it was leaning on.
 */
function redrop(body: Body, index: number, dice: readonly Body[], tray: Tray, rng: Random): void {
  const margin = 0.9;
  let best: [number, number] = [0, 0];
  let bestGap = -Infinity;
  for (let gx = 0; gx <= 6; gx++) {
    for (let gz = 0; gz <= 4; gz++) {
      const x = -tray.width / 2 + margin + ((tray.width - 2 * margin) * gx) / 6;
      const z = -tray.depth / 2 + margin + ((tray.depth - 2 * margin) * gz) / 4;
      let gap = Infinity;
      dice.forEach((other, j) => {
        if (j !== index)
          gap = Math.min(gap, Math.hypot(other.position.x - x, other.position.z - z));
      });
      if (gap > bestGap) [best, bestGap] = [[x, z], gap];
    }
  }
  body.position.set(
    best[0] + (rng.float() - 0.5) * 0.3,
    REDROP_HEIGHT + rng.float() * 0.5,
    best[1] + (rng.float() - 0.5) * 0.3,
  );
  body.quaternion.set(...uniformRotation(rng));
  body.velocity.set((rng.float() - 0.5) * 3, 0, (rng.float() - 0.5) * 3);
  body.angularVelocity.set(
    (rng.float() - 0.5) * 2 * REDROP_SPIN,
    (rng.float() - 0.5) * 2 * REDROP_SPIN,
    (rng.float() - 0.5) * 2 * REDROP_SPIN,
  );
  body.wakeUp();
}

const round = (x: number): number => Math.round(x * 10000) / 10000;

export function throwDice(request: ThrowRequest): ThrowRecord {
  const { dice: kinds } = request;
  if (kinds.length === 0 || kinds.length > MAX_DICE)
    throw new RangeError(`A throw has 1 to ${MAX_DICE} dice, not ${kinds.length}.`);
  const tray = request.tray ?? DEFAULT_TRAY;
  const rng = Random.fromSeed(`throw:${String(request.seed)}`);
  const { dice, step } = createDiceWorld(kinds, tray);
  dice.forEach((body, i) => launch(body, i, dice.length, tray, rng, request.gesture));

  const tracks: number[][] = dice.map(() => []);
  const record = (): void => {
    dice.forEach((body, i) => {
      const p = body.position;
      const q = body.quaternion;
      tracks[i]!.push(
        round(p.x),
        round(p.y),
        round(p.z),
        round(q.x),
        round(q.y),
        round(q.z),
        round(q.w),
      );
    });
  };
  record();

  const nudges = dice.map(() => 0);
  const rethrows = dice.map(() => 0);
  /** Simulated time by which each die must have come to rest before it is re-thrown. */
  const deadlines = dice.map(() => SETTLE_LIMIT);

  const flatAsleep: (boolean | undefined)[] = dice.map(() => undefined);
  const isFlat = (i: number): boolean => {
    const q = dice[i]!.quaternion;
    return readDie(kinds[i]!, [q.x, q.y, q.z, q.w]).alignment >= MIN_ALIGNMENT[kinds[i]!];
  };
  /** Another die lies close enough that this one may be leaning on it (bounding spheres touch). */
  const crowded = (i: number): boolean => {
    const p = dice[i]!.position;
    const r = DIE_GEOMETRY[kinds[i]!].radius;
    return dice.some(
      (other, j) =>
        j !== i && other.position.distanceTo(p) < r + DIE_GEOMETRY[kinds[j]!].radius + CROWD_MARGIN,
    );
  };

  /**
   * Acts on die `i` if it rests tilted or has not come to rest in time. A die alone on the
   * felt is nudged; one leaning on a neighbour (a nudge only drops it back onto it) or one
   * already nudged enough is thrown again, dropped tumbling into the tray's emptiest spot.
   * Returns whether the die is finished: lying flat at rest, or out of remedies (so a
   * throw lasts at most 7 launches of a die times SETTLE_LIMIT, well inside a record's 60 s).
   */
  function tend(i: number, elapsed: number): boolean {
    const body = dice[i]!;
    const resting = body.sleepState === Body.SLEEPING;
    // A sleeping die does not turn, so it is read once per sleep, not on every step.
    if (!resting) flatAsleep[i] = undefined;
    else flatAsleep[i] ??= isFlat(i);
    if (resting && flatAsleep[i]) {
      // Its time limit counts from its last rest, should another die knock it on later.
      deadlines[i] = elapsed + SETTLE_LIMIT;
      return true;
    }
    if (!resting && elapsed < deadlines[i]!) return false;
    if (resting && nudges[i]! < MAX_NUDGES && !crowded(i)) {
      nudges[i]!++;
      body.wakeUp();
      body.applyImpulse(
        new CannonVec3((rng.float() - 0.5) * 3, 2.5 + rng.float() * 2, (rng.float() - 0.5) * 3),
      );
      body.angularVelocity.set(
        (rng.float() - 0.5) * 8,
        (rng.float() - 0.5) * 8,
        (rng.float() - 0.5) * 8,
      );
    } else if (rethrows[i]! < MAX_RETHROWS) {
      rethrows[i]!++;
      redrop(body, i, dice, tray, rng);
    } else return true;
    deadlines[i] = elapsed + SETTLE_LIMIT;
    return false;
  }

  let steps = 0;
  for (;;) {
    step();
    steps++;
    if (steps % FRAME_EVERY === 0) record();
    const elapsed = steps * STEP;
    let finished = true;
    for (let i = 0; i < dice.length; i++) if (!tend(i, elapsed)) finished = false;
    if (finished) break;
  }
  if (steps % FRAME_EVERY !== 0) record();

  const readings = dice.map((body, i) =>
    readDie(kinds[i]!, [
      body.quaternion.x,
      body.quaternion.y,
      body.quaternion.z,
      body.quaternion.w,
    ]),
  );
  return {
    version: 1,
    dice: [...kinds],
    seed: request.seed,
    tray,
    hz: 1 / (STEP * FRAME_EVERY),
    frames: tracks[0]!.length / 7,
    tracks,
    faces: readings.map((r) => r.value),
    alignment: readings.map((r) => Math.round(r.alignment * 10000) / 10000),
    nudged: nudges.reduce((a, b) => a + b, 0),
    rethrown: rethrows.reduce((a, b) => a + b, 0),
    policyDice: dice.filter((_, i) => nudges[i]! > 0 || rethrows[i]! > 0).length,
    settledAt: round(steps * STEP),
  };
}
