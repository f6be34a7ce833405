/**
 * Taking back a decision: the one take-back rule every game follows (architecture.md,
 * "Take back"), so no table, save or computer player needs its own.
 * - A finished game stays finished: once the game has ended nothing is taken back, so a win
 *   and its replay can never be erased.
 * - A throw stands, and so does a move that revealed something hidden (the game's
 *   `isUndoBarrier`): undo can never re-roll dice or peek at a card.
 * - A seat takes back only its own decisions.
 * - In a game with hidden information (`Game.hiddenInformation`) it never takes back past
 *   another seat's decision, a person's or a computer's: an answer given from hidden dice or
 *   cards is information once seen, and undoing it would let a person probe the others for
 *   free. Only the seat's own decisions made since another seat last acted can go.
 * - In a game of open information a person may take back their move together with the
 *   computers' answers since; never another person's decision (that person takes back
 *   their own).
 * While a throw is rolling the table refuses too: its faces are already known.
 */
import type { AnyGame, BaseAction, Seat } from './contract';
import { replayStates, type MatchRecord } from './record';
import { isThrow } from './throws';

export type TakeBack =
  | { readonly ok: true; readonly record: MatchRecord; readonly state: unknown }
  | { readonly ok: false; readonly reason: string };

const FINISHED = 'The game is over: a finished game stays finished.';

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
  if (game.next(states[states.length - 1]).kind === 'end') return { ok: false, reason: FINISHED };
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
 * Take back at a table with computer players: the last decision a person made, with (in a
 * game of open information) every computer answer since, so a person playing the computer
 * gets their move back. Never past the end, another person's decision, a throw or a reveal;
 * in a game with hidden information never past a computer's decision either.
 */
export function takeBackDecision(game: AnyGame, record: MatchRecord): DecisionTakeBack {
  const states = replayStates(game, record);
  if (game.next(states[states.length - 1]).kind === 'end') return { ok: false, reason: FINISHED };
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
    if (game.hiddenInformation)
      return {
        ok: false,
        reason: `Seat ${action.seat! + 1} has played since, and with hidden dice or cards at the table another player's move stands.`,
      };
  }
  return { ok: false, reason: 'Nothing has been played yet.' };
}
