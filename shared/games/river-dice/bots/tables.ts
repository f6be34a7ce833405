/**
 * Every hand's tie-order key, worked out once so the computer players can compare the
 * millions of hands an exact enumeration needs. A roll of the five dice is numbered
 * 0…23,039 (the d4 varying fastest); a hole mask has bit i set when die i is a hole die.
 */
import { evaluateHand, keyOf } from '../evaluate';
import { HAND_SIDES, ROLL_COUNT } from '../hands';
import { forEachRoll } from '../odds';

export const ALL_HOLE = 0b11111;

/** How far apart in roll numbers two rolls are that differ by one on die i. */
export const STRIDES: readonly number[] = HAND_SIDES.map((_, i) =>
  HAND_SIDES.slice(0, i).reduce((a, b) => a * b, 1),
);

export function rollNumber(values: readonly number[]): number {
  return values.reduce((n, v, i) => n + (v - 1) * STRIDES[i]!, 0);
}

export interface Tables {
  /** keys[holeMask * 23,040 + roll]: the hand's key, as `handKey` gives it (a mask's keys lie together, so scans over rolls stay in cache). */
  readonly keys: Float64Array;
  /** values[i][roll]: what die i shows in that roll. */
  readonly values: readonly Uint8Array[];
  /**
   * strength[roll]: the share of all rolls whose all-hole hand this roll's all-hole hand
   * beats, ties counting half: how good a hand is, from 0 to 1.
   */
  readonly strength: Float64Array;
}

let built: Tables | null = null;

function build(): Tables {
  const keys = new Float64Array(ROLL_COUNT * 32);
  const values = HAND_SIDES.map(() => new Uint8Array(ROLL_COUNT));
  let roll = 0;
  forEachRoll((v) => {
    v.forEach((face, i) => (values[i]![roll] = face));
    const rank = evaluateHand(v);
    const highFirst = [0, 1, 2, 3, 4].sort((a, b) => v[b]! - v[a]!);
    for (let mask = 0; mask < 32; mask++) {
      let holeDigits = 0;
      let placed = 0;
      for (const i of highFirst)
        if ((mask >> i) & 1) {
          holeDigits = holeDigits * 13 + v[i]!;
          placed++;
        }
      keys[mask * ROLL_COUNT + roll] = keyOf(rank, holeDigits * 13 ** (5 - placed));
    }
    roll++;
  });
  const plain = Float64Array.from(
    { length: ROLL_COUNT },
    (_, r) => keys[ALL_HOLE * ROLL_COUNT + r]!,
  );
  const sorted = Float64Array.from(plain).sort();
  const strength = plain.map(
    (key) => (lowerBound(sorted, key) + upperBound(sorted, key)) / 2 / ROLL_COUNT,
  );
  return { keys, values, strength };
}

function lowerBound(sorted: Float64Array, key: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function upperBound(sorted: Float64Array, key: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! <= key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Built on first use (a few hundred milliseconds), then shared. */
export function tables(): Tables {
  built ??= build();
  return built;
}
