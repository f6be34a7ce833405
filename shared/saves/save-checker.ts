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
  /**
   * The moves it had, in a list of the checker's own: a caller may go on adding moves to
   * the list it gave. The moves themselves must not change (IPC gives fresh ones anyway).
   */
  readonly actions: readonly unknown[];
  readonly state: unknown;
}

const isPlainObject = (value: object): boolean => {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * Whether two values are the same JSON (key order aside: the accepted text is what is
 * written, and it reads back as the same moves). Anything but plain JSON (a Date, a class)
 * counts as different, so the moves are replayed from the start rather than trusted.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b) || !isPlainObject(a) || !isPlainObject(b)) return false;
  const one = a as Record<string, unknown>;
  const other = b as Record<string, unknown>;
  let keys = 0;
  for (const key in one) {
    if (!Object.hasOwn(other, key) || !sameJson(one[key], other[key])) return false;
    keys++;
  }
  for (const key in other) if (Object.hasOwn(other, key)) keys--;
  return keys === 0;
}

/** Whether `moves` begins with the same moves as `earlier` (the same objects, usually: then it is quick). */
export function extendsMoves(moves: readonly unknown[], earlier: readonly unknown[]): boolean {
  if (moves.length < earlier.length) return false;
  for (let i = 0; i < earlier.length; i++) if (!sameJson(moves[i], earlier[i])) return false;
  return true;
}

export interface SaveChecker {
  (input: unknown): SaveCheck;
  /** The moves of the last save accepted, if it was of the match of `record`; else null. */
  acceptedMoves(record: MatchRecord): readonly unknown[] | null;
}

const headOf = (record: Partial<MatchRecord>): string => JSON.stringify({ ...record, actions: [] });

export function createSaveChecker(findGame: (id: string) => AnyGame | undefined): SaveChecker {
  let accepted: Accepted | null = null;
  const check = (input: unknown): SaveCheck => {
    let head = '';
    let actions: readonly unknown[] = [];
    let start: ReplayStart | undefined;
    const check = validateSave(input, findGame, (raw) => {
      const record = (raw as { record?: Partial<MatchRecord> } | null)?.record;
      if (typeof record !== 'object' || record === null || !Array.isArray(record.actions))
        return undefined;
      head = headOf(record);
      actions = record.actions;
      // Moves that differ from the accepted ones are all checked from the start.
      if (!accepted || accepted.head !== head || !extendsMoves(actions, accepted.actions))
        return undefined;
      start = { index: accepted.actions.length, state: accepted.state };
      return start;
    });
    if (!check.ok) return check;
    accepted = { head, actions: actions.slice(), state: check.state };
    return check;
  };
  return Object.assign(check, {
    acceptedMoves: (record: MatchRecord) =>
      accepted && accepted.head === headOf(record) ? accepted.actions : null,
  });
}
