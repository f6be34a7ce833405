/**
 * Which pairings a throw offers and what each would do: the heart of the must-place rule.
 * A choice is the list of sums used, in the order they are applied.
 */
import { usable, useSum, type Board } from './board';
import { pairingsOf } from './rules';

/**
 * Applies sums in order; null if any of them cannot be used when its turn comes. A sum
 * that wins the game ends it on the spot, so what would follow it no longer matters.
 */
export function applySums(board: Board, sums: readonly number[]): Board | null {
  let next: Board = board;
  for (const sum of sums) {
    if (next.winner !== null) return next;
    const moved = useSum(next, sum);
    if (!moved) return null;
    next = moved;
  }
  return next;
}

export interface PairingOption {
  readonly pairing: readonly [number, number];
  /** The legal ways to use it: [[a, b]] when both must be used, else the usable singles; empty when unusable. */
  readonly uses: readonly (readonly number[])[];
  /** Why it cannot be used, for the table to show beside a disabled pairing. */
  readonly reason: string | null;
}

function bothOrders(a: number, b: number): number[][] {
  return a === b
    ? [[a, b]]
    : [
        [a, b],
        [b, a],
      ];
}

/** Each of the three pairings of the throw, with its legal uses (Can't Stop's must-place rule). */
export function pairingOptions(board: Board, faces: readonly number[]): PairingOption[] {
  return pairingsOf(faces).map((pairing) => {
    const [a, b] = pairing;
    const both = bothOrders(a, b).find((order) => applySums(board, order) !== null);
    if (both) return { pairing, uses: [both], reason: null };
    const singles = [...new Set([a, b])].filter((s) => applySums(board, [s]) !== null);
    if (singles.length > 0) return { pairing, uses: singles.map((s) => [s]), reason: null };
    return {
      pairing,
      uses: [],
      reason: `${a === b ? `path ${a} is` : `paths ${a} and ${b} are`} closed or need a leader, and none is free`,
    };
  });
}

/** Every distinct legal choice of the throw (the same sums offered by two pairings count once). */
export function legalChoices(board: Board, faces: readonly number[]): number[][] {
  const seen = new Set<string>();
  const choices: number[][] = [];
  for (const option of pairingOptions(board, faces)) {
    for (const use of option.uses) {
      const key = use.join('+');
      if (!seen.has(key)) {
        seen.add(key);
        choices.push([...use]);
      }
    }
  }
  return choices;
}

/** True when the throw busts: no pairing has a sum that can be used. */
export function busts(board: Board, faces: readonly number[]): boolean {
  return pairingsOf(faces).every(([a, b]) => !usable(board, a) && !usable(board, b));
}
