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
  return tables().keys[mask * ROLL_COUNT + rollNumber(values)]!;
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
    best = Math.max(best, keys[mask * ROLL_COUNT + rollNumber(values)]!);
  }
  return best;
}

/** A rival's chances against one seat's hand, a tie counting as half a win for the seat. */
export interface Standing {
  /** The seat's chance of beating the rival with the die on auction in its hand. */
  readonly withDie: number;
  /** …without it. */
  readonly without: number;
  /** …without it, if the rival buys it. */
  readonly ifRivalBuys: number;
}

/**
 * One rival holding `held` against the seat's keys with and without `extra` (the die on
 * auction), and against the seat without it if the rival gets it: one pass over the
 * rival's 23,040 hole rolls, each weighted by `weights` when given.
 */
export function standing(
  held: readonly Holding[],
  extra: Holding,
  mine: { readonly withDie: number; readonly without: number },
  weights: Float64Array | null,
): Standing {
  const { keys, values } = tables();
  const all = [...held, extra];
  const count = all.length;
  const subsets = 1 << count;
  const withoutExtra = 1 << held.length;
  // Where each subset's hole mask starts in the key table.
  const masks = Int32Array.from(
    { length: subsets },
    (_, subset) =>
      all.reduce((m, h, k) => ((subset >> k) & 1 ? m & ~(1 << h.die) : m), ALL_HOLE) * ROLL_COUNT,
  );
  const faces = all.map((h) => values[h.die]!);
  const wanted = Int32Array.from(all, (h) => h.value);
  const strides = Int32Array.from(all, (h) => STRIDES[h.die]!);
  const offsets = new Int32Array(subsets);
  const shifts = new Int32Array(count);
  const { withDie: mineWith, without: mineWithout } = mine;
  let withDie = 0;
  let without = 0;
  let ifRivalBuys = 0;
  let total = 0;
  for (let roll = 0; roll < ROLL_COUNT; roll++) {
    const w = weights === null ? 1 : weights[roll]!;
    if (w === 0) continue;
    for (let k = 0; k < count; k++) shifts[k] = (wanted[k]! - faces[k]![roll]!) * strides[k]!;
    let best = keys[ALL_HOLE * ROLL_COUNT + roll]!;
    let bestLater = best;
    for (let subset = 1; subset < subsets; subset++) {
      const low = 31 - Math.clz32(subset & -subset);
      const offset = offsets[subset & (subset - 1)]! + shifts[low]!;
      offsets[subset] = offset;
      const key = keys[masks[subset]! + roll + offset]!;
      if (subset < withoutExtra && key > best) best = key;
      if (key > bestLater) bestLater = key;
    }
    total += w;
    // A tie counts half: the pot would be shared.
    if (best < mineWith) withDie += w;
    else if (best === mineWith) withDie += w / 2;
    if (best < mineWithout) without += w;
    else if (best === mineWithout) without += w / 2;
    if (bestLater < mineWithout) ifRivalBuys += w;
    else if (bestLater === mineWithout) ifRivalBuys += w / 2;
  }
  return { withDie: withDie / total, without: without / total, ifRivalBuys: ifRivalBuys / total };
}

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
    const mine = { withDie: key, without: key };
    standing(held.slice(0, i % 3), { die: 4, value: 12 }, mine, i % 2 ? weights : null);
  }
}
