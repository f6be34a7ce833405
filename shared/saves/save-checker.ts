/**
 * Checks the saves of a match as it grows, one autosave after another, with the same
 * verdict as `validateSave` but replaying only the moves added since the last save it
 * accepted: an autosave then costs the same at move 5,000 as at move 10.
 */
import type { AnyGame } from '../engine/contract';
import type { MatchRecord, ReplayStart } from '../engine/record';
import { validateSave, type SaveCheck } from './validate';

interface Accepted {
  /** The record without its moves: the same match has the same head. */
  readonly head: string;
  readonly moves: readonly string[];
  readonly state: unknown;
}

export function createSaveChecker(
  findGame: (id: string) => AnyGame | undefined,
): (input: unknown) => SaveCheck {
  let accepted: Accepted | null = null;
  return (input) => {
    let head = '';
    let moves: string[] = [];
    const check = validateSave(input, findGame, (record: MatchRecord) => {
      head = JSON.stringify({ ...record, actions: [] });
      moves = record.actions.map((action) => JSON.stringify(action));
      // Moves written differently (even only in key order) just replay from the start.
      if (!accepted || accepted.head !== head || moves.length < accepted.moves.length)
        return undefined;
      for (let i = 0; i < accepted.moves.length; i++)
        if (moves[i] !== accepted.moves[i]) return undefined;
      const start: ReplayStart = { index: accepted.moves.length, state: accepted.state };
      return start;
    });
    if (check.ok) accepted = { head, moves, state: check.state };
    return check;
  };
}
