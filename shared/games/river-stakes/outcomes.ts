/**
 * The different things a throw lets a player do. Several pairings, or the same sums in
 * another order, often lead to the same board: a player is offered each outcome once, with
 * every way of pairing the dice that makes it.
 */
import type { Board } from './board';
import { applySums, pairingOptions } from './choices';

export interface Outcome {
  /** The sums to send, as the first pairing that makes this outcome uses them. */
  readonly sums: readonly number[];
  /** The pairing to name in the action. */
  readonly pairing: number;
  /** Every pair of dice values that makes this outcome, e.g. [[3, 3], [4, 4]]. */
  readonly dice: readonly (readonly (readonly [number, number])[])[];
}

function boardKey(board: Board): string {
  // Leaders placed in another order stand in the same places.
  const leaders = [...board.leaders].sort((a, b) => a.path - b.path);
  return JSON.stringify([leaders, board.secured, board.winner]);
}

export function distinctOutcomes(board: Board, faces: readonly number[]): Outcome[] {
  const found = new Map<
    string,
    { sums: readonly number[]; pairing: number; dice: (readonly (readonly [number, number])[])[] }
  >();
  for (const option of pairingOptions(board, faces)) {
    for (const sums of option.uses) {
      const after = applySums(board, sums);
      if (!after) continue;
      const key = boardKey(after);
      const dice = option.dice.map(([a, b]) => [faces[a]!, faces[b]!] as const);
      const known = found.get(key);
      if (!known) found.set(key, { sums, pairing: option.index, dice: [dice] });
      else if (!known.dice.some((d) => JSON.stringify(d) === JSON.stringify(dice)))
        known.dice.push(dice);
    }
  }
  return [...found.values()];
}
