/**
 * Checks the saves of a match as it grows, one autosave after another, with the same
 * verdict as `validateSave` but replaying only the moves added since the last save it
 * accepted (and checking the shape of only those): an autosave then costs about the same
 * at move 5,000 as at move 10.
 */
import type { AnyGame } from '../engine/contract';
import type { MatchRecord, ReplayStart } from '../engine/record';
import { validateSave, type SaveCheck } from './validate';

interface Accepted {
  /** The record without its moves: the same match has the same head. */
  readonly head: string;
  /** How many moves it had, and their JSON text. */
  readonly count: number;
  readonly moves: string;
  readonly state: unknown;
}

/**
 * Whether the JSON text of a list of moves begins with the accepted moves: JSON values
 * delimit themselves, so the same text up to a `,` or the closing `]` means the same moves.
 */
function startsWithMoves(moves: string, accepted: Accepted): boolean {
  if (accepted.count === 0) return true;
  const open = accepted.moves.slice(0, -1);
  const next = moves[open.length];
  return moves.startsWith(open) && (next === ',' || next === ']');
}

export function createSaveChecker(
  findGame: (id: string) => AnyGame | undefined,
): (input: unknown) => SaveCheck {
  let accepted: Accepted | null = null;
  return (input) => {
    let head = '';
    let moves = '';
    const check = validateSave(input, findGame, (raw) => {
      const record = (raw as { record?: Partial<MatchRecord> } | null)?.record;
      if (typeof record !== 'object' || record === null || !Array.isArray(record.actions))
        return undefined;
      head = JSON.stringify({ ...record, actions: [] });
      moves = JSON.stringify(record.actions);
      // Moves written differently (even only in key order) are checked from the start.
      if (!accepted || accepted.head !== head || !startsWithMoves(moves, accepted))
        return undefined;
      const start: ReplayStart = { index: accepted.count, state: accepted.state };
      return start;
    });
    if (check.ok)
      accepted = { head, count: check.save.record.actions.length, moves, state: check.state };
    return check;
  };
}
