/**
 * Exact chances of winning the showdown, from one seat's view: its own hand is known;
 * each rival's hole dice run over all 23,040 rolls (weighted by what their bids suggest,
 * when a reading is given), each rival keeping the best hand its bought dice allow.
 */
import { ROLL_COUNT } from '../hands';
import { ALL_HOLE, STRIDES, rollNumber, tables } from './tables';

/** A banker die someone holds: which one (0 = d4 … 4 = d12) and what it shows. */
export interface Holding {
  readonly die: number;
  readonly value: number;
}

/** The key of five values in die order, `bought` naming the banker dice among them. */
export function keyOfHand(values: readonly number[], bought: readonly number[]): number {
  const mask = bought.reduce((m, die) => m & ~(1 << die), ALL_HOLE);
  return tables().keys[rollNumber(values) * 32 + mask]!;
}

/** The best key of a hand: hole dice, with any of the held banker dice swapped in. */
export function bestKey(hole: readonly number[], held: readonly Holding[]): number {
  const { keys } = tables();
  let best = -1;
  for (let subset = 0; subset < 1 << held.length; subset++) {
    const values = [...hole];
    let mask = ALL_HOLE;
    held.forEach((h, k) => {
      if (((subset >> k) & 1) === 0) return;
      values[h.die] = h.value;
      mask &= ~(1 << h.die);
    });
    best = Math.max(best, keys[rollNumber(values) * 32 + mask]!);
  }
  return best;
}

/** For one rival: the (weighted) share of its possible hands below and equal to each key. */
export interface Standing {
  readonly below: readonly number[];
  readonly equal: readonly number[];
}

function tally(
  best: number,
  w: number,
  thresholds: readonly number[],
  below: number[],
  equal: number[],
): void {
  for (let t = 0; t < thresholds.length; t++) {
    if (best < thresholds[t]!) below[t]! += w;
    else if (best === thresholds[t]) equal[t]! += w;
  }
}

/**
 * One rival's standing against each key of `now` as it holds `held`, and against each key
 * of `later` if it also got `extra`: both from one pass over its hole rolls.
 */
export function standings(
  held: readonly Holding[],
  now: readonly number[],
  extra: Holding,
  later: readonly number[],
  weights: Float64Array | null,
): { readonly now: Standing; readonly later: Standing } {
  const { keys, values } = tables();
  const all = [...held, extra];
  const subsets = 1 << all.length;
  const withoutExtra = 1 << held.length;
  const masks = Array.from({ length: subsets }, (_, subset) =>
    all.reduce((m, h, k) => ((subset >> k) & 1 ? m & ~(1 << h.die) : m), ALL_HOLE),
  );
  const offsets = new Float64Array(subsets);
  const shifts = new Float64Array(all.length);
  const sums = {
    now: [now.map(() => 0), now.map(() => 0)],
    later: [later.map(() => 0), later.map(() => 0)],
  };
  let total = 0;
  for (let roll = 0; roll < ROLL_COUNT; roll++) {
    const w = weights ? weights[roll]! : 1;
    if (w === 0) continue;
    for (let k = 0; k < all.length; k++) {
      const { die, value } = all[k]!;
      shifts[k] = (value - values[die]![roll]!) * STRIDES[die]!;
    }
    let best = keys[roll * 32 + ALL_HOLE]!;
    let bestLater = best;
    for (let subset = 1; subset < subsets; subset++) {
      const low = 31 - Math.clz32(subset & -subset);
      offsets[subset] = offsets[subset & (subset - 1)]! + shifts[low]!;
      const key = keys[(roll + offsets[subset]!) * 32 + masks[subset]!]!;
      if (subset < withoutExtra && key > best) best = key;
      if (key > bestLater) bestLater = key;
    }
    if (bestLater < best) bestLater = best;
    total += w;
    tally(best, w, now, sums.now[0]!, sums.now[1]!);
    tally(bestLater, w, later, sums.later[0]!, sums.later[1]!);
  }
  const share = ([below, equal]: number[][]): Standing => ({
    below: below!.map((b) => b / total),
    equal: equal!.map((e) => e / total),
  });
  return { now: share(sums.now), later: share(sums.later) };
}

/** The chance of beating one rival at threshold `t`, a tie counting as half a win. */
export const beats = (s: Standing, t: number): number => s.below[t]! + s.equal[t]! / 2;

let warm = false;

/**
 * Builds the tables and runs the enumeration a few times on a made-up table, so the first
 * real decision does not also pay for compiling the hot loops.
 */
export function warmUp(): void {
  if (warm) return;
  warm = true;
  const held = [
    { die: 1, value: 6 },
    { die: 2, value: 8 },
  ];
  const weights = new Float64Array(ROLL_COUNT).fill(0.5);
  for (let i = 0; i < 12; i++) {
    const key = bestKey([1, 2, 3, 4, 1 + i], held.slice(0, i % 3));
    standings(
      held.slice(0, i % 3),
      [key, key],
      { die: 4, value: 12 },
      [key],
      i % 2 ? weights : null,
    );
  }
}
