/**
 * Which pairings a throw offers and what each would do: the heart of the must-place rule.
 * A use is the list of sums moved, in the order they are applied.
 */
import { leaderOn, usable, useSum, type Board } from './board';
import { LEADERS, PATH_LENGTH, PAIRED_DICE, pairingsOf } from './rules';

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

/** Why a sum cannot be used now, in the game's words; null when it can. */
export function blockedBecause(board: Board, path: number): string | null {
  const owner = board.secured[path];
  if (owner !== null && owner !== undefined) return `path ${path} is secured by Seat ${owner + 1}`;
  const leader = leaderOn(board, path);
  if (leader) {
    return leader.position < PATH_LENGTH[path]!
      ? null
      : `the leader on path ${path} is already on the stepping stone`;
  }
  return board.leaders.length < LEADERS ? null : 'all three leaders are on other paths';
}

export interface PairingOption {
  /** 0, 1 or 2: which of the three ways to pair the dice. */
  readonly index: number;
  /** The dice (indices into the throw's faces) that make each sum. */
  readonly dice: readonly (readonly [number, number])[];
  readonly pairing: readonly [number, number];
  /** The legal ways to use it: [[a, b]] when both must be used, else the usable singles; empty when unusable. */
  readonly uses: readonly (readonly number[])[];
  /** Why the pairing cannot be used, for the table to show beside it; null when it can. */
  readonly reason: string | null;
  /** Why only one of its sums moves, when so; null otherwise. */
  readonly note: string | null;
}

/** The order in which both sums can be moved, or null when they cannot both be. */
function bothInOrder(board: Board, a: number, b: number): number[] | null {
  for (const [first, second] of a === b
    ? [[a, b]]
    : [
        [a, b],
        [b, a],
      ]) {
    if (!usable(board, first!)) continue;
    const after = useSum(board, first!)!;
    // A first sum that wins ends the game on the spot: the second no longer matters.
    if (after.winner !== null || usable(after, second!)) return [first!, second!];
  }
  return null;
}

function describeBlocked(board: Board, sums: readonly number[]): string {
  const reasons = [...new Set(sums)].map(
    (s) => blockedBecause(board, s) ?? `path ${s} cannot move`,
  );
  return [...new Set(reasons)].join(', and ');
}

function noteFor(board: Board, a: number, b: number, singles: readonly number[]): string {
  if (singles.length === 2)
    return `Only one leader is free: choose path ${a} or path ${b}, not both.`;
  const [moving] = singles as [number];
  if (a === b) return `Only one step on path ${a}: the leader reaches the stepping stone.`;
  const other = moving === a ? b : a;
  return `Only path ${moving} moves: ${blockedBecause(board, other) ?? `path ${other} cannot move after it`}.`;
}

/** The legal ways to move sums a and b: both in a workable order, else each usable one alone. */
export function usesOfSums(board: Board, a: number, b: number): number[][] {
  const both = bothInOrder(board, a, b);
  if (both) return [both];
  return [...new Set([a, b])].filter((s) => usable(board, s)).map((s) => [s]);
}

/** One pairing of the throw (0, 1 or 2), with its legal uses (Can't Stop's must-place rule). */
export function pairingOption(
  board: Board,
  faces: readonly number[],
  index: number,
): PairingOption {
  const dice = PAIRED_DICE[index]!;
  const [[i, j], [k, l]] = dice;
  const pairing: [number, number] = [faces[i]! + faces[j]!, faces[k]! + faces[l]!];
  const [a, b] = pairing;
  const uses = usesOfSums(board, a, b);
  if (uses[0]?.length === 2) return { index, dice, pairing, uses, reason: null, note: null };
  const singles = uses.map(([s]) => s!);
  return singles.length === 0
    ? { index, dice, pairing, uses, reason: describeBlocked(board, [a, b]), note: null }
    : { index, dice, pairing, uses, reason: null, note: noteFor(board, a, b, singles) };
}

/** The three pairings of the throw, each with its legal uses and why it cannot be used. */
export function pairingOptions(board: Board, faces: readonly number[]): PairingOption[] {
  return PAIRED_DICE.map((_, index) => pairingOption(board, faces, index));
}

export interface Choice {
  /** The first pairing that offers these sums (two pairings may offer the same). */
  readonly pairing: number;
  readonly sums: readonly number[];
}

/** Every distinct legal choice of the throw: the same sums offered by two pairings count once. */
export function legalChoices(board: Board, faces: readonly number[]): Choice[] {
  const seen = new Set<string>();
  const choices: Choice[] = [];
  for (const option of pairingOptions(board, faces)) {
    for (const use of option.uses) {
      const key = use.join('+');
      if (!seen.has(key)) {
        seen.add(key);
        choices.push({ pairing: option.index, sums: use });
      }
    }
  }
  return choices;
}

/** True when the throw busts: no pairing has a sum that can be used. */
export function busts(board: Board, faces: readonly number[]): boolean {
  return pairingsOf(faces).every(([a, b]) => !usable(board, a) && !usable(board, b));
}
