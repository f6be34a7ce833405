/** Matches for the feed's tests: played by a chooser, with made-up physical throws. */
import type { AnyGame, BaseAction, DieKind, Seat } from '../engine/contract';
import { newMatchRecord, type MatchRecord } from '../engine/record';
import type { Random } from '../engine/random';
import { rollFaces } from '../engine/throws';
import type { ThrowRecord } from '../dice/record';
import { follow, type Followed } from './follow';
import type { AudienceFrame, CommentatorFrame } from './frames';

/**
 * A throw record that passes the schema, carrying `seed` as a marker: a test can look for
 * the marker in what was sent, and the faces are the ones given.
 */
export function madeUpThrow(
  dice: readonly DieKind[],
  faces: readonly number[],
  seed: string,
): ThrowRecord {
  return {
    version: 1,
    dice,
    seed,
    tray: { width: 1, depth: 1 },
    hz: 60,
    frames: 1,
    tracks: dice.map(() => [0, 0, 0, 0, 0, 0, 1]),
    faces,
    alignment: dice.map(() => 1),
    nudged: 0,
    rethrown: 0,
    policyDice: 0,
    settledAt: 0,
  };
}

export interface Played {
  readonly record: MatchRecord;
  readonly throws: Record<string, ThrowRecord>;
  /** states[i] is the state before action i; the last is the final state. */
  readonly states: unknown[];
}

export const seatsOf = (players: number): MatchRecord['seats'] =>
  Array.from({ length: players }, (_, i) => ({
    name: `Player ${i + 1}`,
    kind: 'computer' as const,
    level: 'easy',
    colour: `#${(0x102030 * (i + 1)).toString(16).padStart(6, '0').slice(-6)}`,
  }));

/** Plays a match to its end: throws from `rng`, decisions from `choose`. */
export function playMatch(
  game: AnyGame,
  config: Record<string, unknown>,
  seed: string,
  rng: Random,
  choose: (state: unknown, seat: Seat, legal: readonly BaseAction[]) => BaseAction,
): Played {
  const players = config.players as number;
  const empty = newMatchRecord(game, config, seed, seatsOf(players), new Date(0));
  const actions: BaseAction[] = [];
  const throws: Record<string, ThrowRecord> = {};
  let state = game.setup(empty.config, seed);
  const states = [state];
  for (let pending = game.next(state); pending.kind !== 'end'; pending = game.next(state)) {
    let action: BaseAction;
    if (pending.kind === 'throw') {
      const faces = rollFaces(rng, pending.dice);
      throws[String(actions.length)] = madeUpThrow(
        pending.dice,
        faces,
        `${seed}/throw ${actions.length}`,
      );
      action = { type: 'throw', seat: pending.seat, faces } as BaseAction;
    } else {
      const seat = pending.seats[0]!;
      action = choose(state, seat, game.legalActions(state, seat));
    }
    actions.push(action);
    state = game.apply(state, action);
    states.push(state);
  }
  return { record: { ...empty, actions }, throws, states };
}

/** The frames sent as the record grew one action at a time, as the main process sends them. */
export function framesAsPlayed(
  game: AnyGame,
  played: Pick<Played, 'record' | 'throws'>,
  withCommentator = true,
): { audience: AudienceFrame[]; commentator: CommentatorFrame[] } {
  const audience: AudienceFrame[] = [];
  const commentator: CommentatorFrame[] = [];
  let followed: Followed | null = null;
  for (let n = 0; n <= played.record.actions.length; n++) {
    const record = { ...played.record, actions: played.record.actions.slice(0, n) };
    const result = follow(game, followed, record, played.throws, withCommentator);
    followed = result.followed;
    audience.push(...result.audience);
    commentator.push(...result.commentator);
  }
  return { audience, commentator };
}
