/**
 * Ranking a hand: its best row and variant, and the tie order of the rules page (row,
 * variant, the hole dice kept from the highest down, then the values outside the pattern).
 */
import { HAND_ROWS, HAND_SIDES } from './hands';

export interface HandRank {
  /** The best row the hand contains: 1 is the best hand, 40 the weakest. */
  readonly row: number;
  readonly name: string;
  /** The highest variant of that row the hand contains. */
  readonly variant: readonly number[];
  /** Its place among the row's variants, 0 for the lowest. */
  readonly variantIndex: number;
  /** The five values in die order d4, d6, d8, d10, d12. */
  readonly values: readonly number[];
  /** Per die: true when it is the player's own hole die, false when bought at auction. */
  readonly hole: readonly boolean[];
  /** The hole dice kept, highest first (tie step 3). */
  readonly holeValues: readonly number[];
  /** The values left once the variant's pattern is taken out, highest first (tie step 4). */
  readonly rest: readonly number[];
}

const ALL_HOLE: readonly boolean[] = [true, true, true, true, true];

function countsOf(values: readonly number[]): number[] {
  const counts = new Array<number>(13).fill(0);
  for (const v of values) counts[v]!++;
  return counts;
}

/** Per row, per variant: the [value, how many] pairs it needs, worked out once. */
const NEEDS: readonly (readonly (readonly (readonly [number, number])[])[])[] = HAND_ROWS.map(
  ({ variants }) =>
    variants.map((pattern) =>
      countsOf(pattern).flatMap((n, v) => (n > 0 ? [[v, n] as const] : [])),
    ),
);

function contains(
  counts: readonly number[],
  needs: readonly (readonly [number, number])[],
): boolean {
  for (const [value, n] of needs) if (counts[value]! < n) return false;
  return true;
}

function withoutPattern(values: readonly number[], pattern: readonly number[]): number[] {
  const rest = [...values];
  for (const v of pattern) rest.splice(rest.indexOf(v), 1);
  return rest;
}

const descending = (a: number, b: number): number => b - a;

function checkValues(values: readonly number[], hole: readonly boolean[]): void {
  if (values.length !== 5 || hole.length !== 5)
    throw new RangeError(`A hand is five dice (d4, d6, d8, d10, d12), got ${values.length}`);
  values.forEach((v, i) => {
    if (!Number.isInteger(v) || v < 1 || v > HAND_SIDES[i]!)
      throw new RangeError(`A d${HAND_SIDES[i]} cannot show ${String(v)}`);
  });
}

/**
 * The rank of five values in die order d4, d6, d8, d10, d12. `hole` says which dice are
 * the player's own (all of them unless told otherwise); only tie step 3 uses it.
 */
export function evaluateHand(
  values: readonly number[],
  hole: readonly boolean[] = ALL_HOLE,
): HandRank {
  checkValues(values, hole);
  const counts = countsOf(values);
  for (const { row, name, variants } of HAND_ROWS) {
    for (let index = variants.length - 1; index >= 0; index--) {
      const variant = variants[index]!;
      if (!contains(counts, NEEDS[row - 1]![index]!)) continue;
      return {
        row,
        name,
        variant,
        variantIndex: index,
        values: [...values],
        hole: [...hole],
        holeValues: values.filter((_, i) => hole[i]).sort(descending),
        rest: withoutPattern(values, variant).sort(descending),
      };
    }
  }
  // Unreachable: the odds test shows every one of the 23,040 rolls makes a row.
  throw new Error(`No row matches ${values.join(' ')}`);
}

/** Highest first; a list that runs out counts as lower than any die. */
function compareDescending(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

export type HandInput = HandRank | readonly number[];

const rankOf = (hand: HandInput): HandRank =>
  Array.isArray(hand) ? evaluateHand(hand as readonly number[]) : (hand as HandRank);

/**
 * Positive when `a` beats `b`, negative when `b` beats `a`, zero when they split the pot.
 * Either side may be a rank from `evaluateHand` or five values (then all hole dice).
 */
export function compareHands(a: HandInput, b: HandInput): number {
  const x = rankOf(a);
  const y = rankOf(b);
  return (
    y.row - x.row ||
    x.variantIndex - y.variantIndex ||
    compareDescending(x.holeValues, y.holeValues) ||
    compareDescending(x.rest, y.rest)
  );
}

const BASE = 13;
const HOLE_DIGITS = BASE ** 5;
const REST_DIGITS = BASE ** 4;

function digits(values: readonly number[], places: number): number {
  let n = 0;
  for (let i = 0; i < places; i++) n = n * BASE + (values[i] ?? 0);
  return n;
}

/**
 * The tie order as one number (larger is better, equal means a split), for the computer
 * players that compare millions of hands. Below 2^41, so exact in a double.
 */
export function handKey(rank: HandRank): number {
  return keyOf(rank, digits(rank.holeValues, 5));
}

/** `handKey` with other hole dice: `holeDigits` holds them highest first in base 13, padded to five. */
export function keyOf(rank: HandRank, holeDigits: number): number {
  const rowAndVariant = (HAND_ROWS.length - rank.row) * 4 + rank.variantIndex;
  return (rowAndVariant * HOLE_DIGITS + holeDigits) * REST_DIGITS + digits(rank.rest, 4);
}
