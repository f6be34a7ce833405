/**
 * Taking back a decision, as good tables allow it: a seat may undo its own decisions made
 * since the last random event (a throw, a shuffle, a hidden draw), never across one, so
 * undo can never re-roll dice or peek at a card. The record keeps only what stands.
 */
import type { AnyGame, BaseAction, Seat } from './contract';
import { replayStates, type MatchRecord } from './record';
import { isThrow } from './throws';

export type TakeBack =
  | { readonly ok: true; readonly record: MatchRecord; readonly state: unknown }
  | { readonly ok: false; readonly reason: string };

/** Why `seat` may not take back `last` (played in `stateBefore`); null when it may. */
export function takeBackRefusal(
  game: AnyGame,
  stateBefore: unknown,
  last: BaseAction | undefined,
  seat: Seat,
): string | null {
  if (!last) return 'Nothing has been played yet.';
  if (isThrow(last)) return 'Dice that have been thrown stand: a throw cannot be taken back.';
  if (last.seat !== seat) return 'Only the player who made the last move can take it back.';
  if (game.isUndoBarrier?.(stateBefore, last))
    return 'That move revealed something hidden, so it stands.';
  return null;
}

/** The record without the seat's last decision, or the reason it stands. */
export function takeBack(game: AnyGame, record: MatchRecord, seat: Seat): TakeBack {
  const states = replayStates(game, record);
  const before = states[states.length - 2];
  const reason = takeBackRefusal(game, before, record.actions[record.actions.length - 1], seat);
  if (reason) return { ok: false, reason };
  return { ok: true, record: { ...record, actions: record.actions.slice(0, -1) }, state: before };
}

export type DecisionTakeBack =
  | {
      readonly ok: true;
      /** The person whose decision goes; anyone else at the screen needs their agreement. */
      readonly seat: Seat;
      readonly record: MatchRecord;
      readonly state: unknown;
    }
  | { readonly ok: false; readonly reason: string };

/**
 * Take back at a table with computer players: the last decision a person made, with every
 * computer answer since, so a person playing the computer gets their move back. Never past
 * another person's decision (that person takes back their own), a throw or a reveal.
 */
export function takeBackDecision(game: AnyGame, record: MatchRecord): DecisionTakeBack {
  const states = replayStates(game, record);
  for (let i = record.actions.length - 1; i >= 0; i--) {
    const action = record.actions[i]!;
    const reason = takeBackRefusal(game, states[i], action, action.seat ?? -1);
    if (reason) return { ok: false, reason };
    if (record.seats[action.seat!]?.kind === 'human')
      return {
        ok: true,
        seat: action.seat!,
        record: { ...record, actions: record.actions.slice(0, i) },
        state: states[i],
      };
  }
  return { ok: false, reason: 'Nothing has been played yet.' };
}
