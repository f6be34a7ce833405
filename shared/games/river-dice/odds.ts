/** Exact odds over every way the five hole dice can fall, for the rules page and the app. */
import { evaluateHand } from './evaluate';
import { HAND_ROWS, HAND_SIDES, ROLL_COUNT } from './hands';

/** Calls `visit` with every roll of d4, d6, d8, d10, d12 (the same array, refilled). */
export function forEachRoll(visit: (values: readonly number[]) => void): void {
  const values = [1, 1, 1, 1, 1];
  for (let n = 0; n < ROLL_COUNT; n++) {
    let rest = n;
    for (let i = 0; i < 5; i++) {
      values[i] = 1 + (rest % HAND_SIDES[i]!);
      rest = Math.floor(rest / HAND_SIDES[i]!);
    }
    visit(values);
  }
}

export interface RowOdds {
  readonly row: number;
  readonly name: string;
  /** Rolls whose best row this is, out of 23,040. */
  readonly rolls: number;
  readonly probability: number;
  /** The figure printed on the original sheet, in percent (not a probability). */
  readonly sheetChance: number;
}

let cached: readonly RowOdds[] | null = null;

export function rowOdds(): readonly RowOdds[] {
  if (cached) return cached;
  const counts = new Array<number>(HAND_ROWS.length + 1).fill(0);
  forEachRoll((values) => counts[evaluateHand(values).row]!++);
  cached = HAND_ROWS.map(({ row, name, sheetChance }) => ({
    row,
    name,
    rolls: counts[row]!,
    probability: counts[row]! / ROLL_COUNT,
    sheetChance,
  }));
  return cached;
}
