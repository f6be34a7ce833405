/**
 * One throw of up to 12 dice: seeded (or hand-given) starting conditions, a fixed-step
 * simulation in a fresh world until every die sleeps, then each die read where it lies.
 * A die left tilted (on an edge, or leaning on another die) is nudged, and if that does
 * not settle it, thrown again on its own, so every throw ends with every die read.
 */
import { Body, Vec3 as CannonVec3 } from 'cannon-es';
import type { DieKind } from '../engine/dice-kinds';
import { Random } from '../engine/random';
import { createDiceWorld, DEFAULT_TRAY, type Tray } from './bodies';
import { MIN_ALIGNMENT, readDie, type Quaternion } from './read';
import type { ThrowRecord } from './record';

export const STEP = 1 / 120;
/** Keyframes are kept every other step: 60 per simulated second. */
export const FRAME_EVERY = 2;
export const MAX_DICE = 12;
/** Thrown dice never go faster than this (table units per second): faster, convex shapes can tunnel. */
export const MAX_SPEED = 22;
const MAX_SPIN = 30;
/** Longest a throw may run (simulated seconds) before unsettled dice are dealt with. */
const SETTLE_LIMIT = 6;
const MAX_NUDGES = 2;
const MAX_RETHROWS = 4;

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
    9 + rng.float() * 6,
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

const round = (x: number): number => Math.round(x * 10000) / 10000;

export function throwDice(request: ThrowRequest): ThrowRecord {
  const { dice: kinds } = request;
  if (kinds.length === 0 || kinds.length > MAX_DICE)
    throw new RangeError(`A throw has 1 to ${MAX_DICE} dice, not ${kinds.length}.`);
  const tray = request.tray ?? DEFAULT_TRAY;
  const rng = Random.fromSeed(`throw:${String(request.seed)}`);
  const { world, dice } = createDiceWorld(kinds, tray);
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

  /** Reads every die; acts on those not lying flat and at rest. Returns how many needed it. */
  function settleTilted(): number {
    let acted = 0;
    dice.forEach((body, i) => {
      const q = body.quaternion;
      const resting = body.sleepState === Body.SLEEPING;
      if (resting && readDie(kinds[i]!, [q.x, q.y, q.z, q.w]).alignment >= MIN_ALIGNMENT[kinds[i]!])
        return;
      if (resting && nudges[i]! < MAX_NUDGES) {
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
        acted++;
      } else if (rethrows[i]! < MAX_RETHROWS) {
        rethrows[i]!++;
        nudges[i] = 0;
        launch(body, i, dice.length, tray, rng, undefined);
        acted++;
      }
    });
    return acted;
  }

  let steps = 0;
  let deadline = SETTLE_LIMIT;
  for (;;) {
    world.step(STEP);
    steps++;
    if (steps % FRAME_EVERY === 0) record();
    const elapsed = steps * STEP;
    if (elapsed < deadline && !dice.every((b) => b.sleepState === Body.SLEEPING)) continue;
    if (settleTilted() === 0) break;
    deadline = elapsed + SETTLE_LIMIT;
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
