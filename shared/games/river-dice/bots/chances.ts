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

export function standing(
  held: readonly Holding[],
  thresholds: readonly number[],
  weights: Float64Array | null,
): Standing {
  const { keys, values } = tables();
  const swaps = 1 << held.length;
  const below = thresholds.map(() => 0);
  const equal = thresholds.map(() => 0);
  let total = 0;
  for (let roll = 0; roll < ROLL_COUNT; roll++) {
    const w = weights ? weights[roll]! : 1;
    if (w === 0) continue;
    let best = keys[roll * 32 + ALL_HOLE]!;
    for (let subset = 1; subset < swaps; subset++) {
      let swapped = roll;
      let mask = ALL_HOLE;
      for (let k = 0; k < held.length; k++) {
        if (((subset >> k) & 1) === 0) continue;
        const { die, value } = held[k]!;
        swapped += (value - values[die]![roll]!) * STRIDES[die]!;
        mask &= ~(1 << die);
      }
      const key = keys[swapped * 32 + mask]!;
      if (key > best) best = key;
    }
    total += w;
    for (let t = 0; t < thresholds.length; t++) {
      if (best < thresholds[t]!) below[t]! += w;
      else if (best === thresholds[t]) equal[t]! += w;
    }
  }
  return { below: below.map((b) => b / total), equal: equal.map((e) => e / total) };
}

/** The chance of beating one rival at threshold `t`, a tie counting as half a win. */
export const beats = (s: Standing, t: number): number => s.below[t]! + s.equal[t]! / 2;
