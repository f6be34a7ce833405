/**
 * The forty hands of River, best first, as data. Each row lists its variants from the
 * lowest to the highest, so a later variant beats an earlier one when two hands tie on
 * the row (the even run over the odd one, 8s over 7s, 4s over 1s).
 */

export interface HandRow {
  /** 1 is the best hand, 40 the weakest. */
  readonly row: number;
  readonly name: string;
  /** The patterns that make the row, lowest first. */
  readonly variants: readonly (readonly number[])[];
  /** The "Chance" the original rule sheet prints beside the row, in percent. */
  readonly sheetChance: number;
}

const run = (from: number, length: number, step = 1): number[] =>
  Array.from({ length }, (_, i) => from + i * step);
const same = (value: number, count: number): number[] => new Array<number>(count).fill(value);
const ofEach = (values: readonly number[], count: number): number[][] =>
  values.map((v) => same(v, count));

type RowSpec = readonly [name: string, variants: number[][], sheetChance: number];

const SPECS: readonly RowSpec[] = [
  ['Perfect Odd/Even River', [run(3, 5, 2), run(4, 5, 2)], 0.16],
  ['Perfect Odd/Even Turn', [run(5, 4, 2), run(6, 4, 2)], 0.22],
  ['Perfect Odd/Even Flop', [run(7, 3, 2), run(8, 3, 2)], 0.47],
  ['Perfect Turn', [run(6, 4)], 0.83],
  ['Perfect Flop', [run(8, 3)], 1.04],
  ['High Odd/Even River', [run(1, 5, 2), run(2, 5, 2)], 1.41],
  ['Perfect River', [run(4, 5)], 1.56],
  ['High Flop', [run(7, 3)], 1.74],
  ['High Odd/Even Turn', [run(3, 4, 2), run(4, 4, 2)], 1.95],
  ['High Turn', [run(5, 4)], 2.15],
  ['High Odd/Even Flop', [run(5, 3, 2), run(6, 3, 2)], 2.69],
  ['Triple 7s/8s', ofEach([7, 8], 3), 2.93],
  ['Double 9s/10s', ofEach([9, 10], 2), 3.36],
  ['High River', [run(3, 5)], 3.66],
  ['Ordinary Flop', [run(6, 3)], 4.52],
  ['Ordinary Turn', [run(4, 4)], 5.04],
  ['Quadruple 5s/6s', ofEach([5, 6], 4), 5.09],
  ['Low Flop', [run(5, 3)], 6.96],
  ['Odd/Even Turn', [run(1, 4, 2), run(2, 4, 2)], 7.7],
  ['High 11/12', ofEach([11, 12], 1), 8.33],
  ['River', [run(2, 5)], 8.6],
  ['Double 7s/8s', ofEach([7, 8], 2), 9.51],
  ['Odd/Even Flop', [run(3, 3, 2), run(4, 3, 2)], 10.62],
  ['Triple 5s/6s', ofEach([5, 6], 3), 10.72],
  ['Low Turn', [run(3, 4)], 11.86],
  ['Low River', [run(1, 5)], 13.12],
  ['Flop 6', [run(4, 3)], 16.36],
  ['Turn 5', [run(2, 4)], 18.1],
  ['High 9/10', ofEach([9, 10], 1), 18.33],
  ['Quintuple 1s/2s/3s/4s', ofEach([1, 2, 3, 4], 5), 20.03],
  ['Double 5s/6s', ofEach([5, 6], 2), 22.56],
  ['Low Odd/Even Flop', [run(1, 3, 2), run(2, 3, 2)], 24.97],
  ['Flop 5', [run(3, 3)], 24.97],
  ['Quadruple 1s/2s/3s/4s', ofEach([1, 2, 3, 4], 4), 27.63],
  ['Turn 4', [run(1, 4)], 27.63],
  ['High 7/8', ofEach([7, 8], 1), 30.83],
  ['Triple 1s/2s/3s/4s', ofEach([1, 2, 3, 4], 3), 38.11],
  ['Flop 3/4', [run(1, 3), run(2, 3)], 38.11],
  ['High 5/6', ofEach([5, 6], 1), 47.5],
  ['Double 1s/2s/3s/4s', ofEach([1, 2, 3, 4], 2), 52.56],
];

export const HAND_ROWS: readonly HandRow[] = SPECS.map(([name, variants, sheetChance], i) => ({
  row: i + 1,
  name,
  variants,
  sheetChance,
}));

/** The five hole dice, smallest first: a hand's values are always given in this order. */
export const HAND_DICE = ['d4', 'd6', 'd8', 'd10', 'd12'] as const;
export const HAND_SIDES: readonly number[] = [4, 6, 8, 10, 12];

/** Every way five hole dice can fall: 4 × 6 × 8 × 10 × 12. */
export const ROLL_COUNT = 23_040;

/**
 * The sheet's "Chance" is not a probability: it multiplies, over the pattern's values,
 * how many of the five dice are expected to show that value. Kept so the rules page can
 * show both figures side by side.
 */
export function sheetFormula(pattern: readonly number[]): number {
  return pattern.reduce(
    (product, v) =>
      product * HAND_SIDES.reduce((sum, sides) => sum + (v <= sides ? 1 / sides : 0), 0),
    1,
  );
}
