/**
 * Take-backs that would show another seat something: over many random games, every
 * decision the undo logic lets its seat take back is checked against every other seat.
 *
 * A seat has seen something from an action when its view after the action could not have
 * come from some state it could not tell apart from the real one before (the game's
 * `resampleHidden`), whatever the acting seat had done there. A card played from a hidden
 * hand is such a thing: taking the play back would return the card to a hand that another
 * seat now knows holds it. Games without hidden information have nothing to show.
 */
import type { BaseAction, Game, Seat } from '../contract';
import { Random } from '../random';
import { stableStringify } from '../stable-json';
import { rollFaces } from '../throws';
import { takeBackRefusal } from '../undo';
import type { RandomGames } from './fuzz';

export interface UndoLeakOptions<
  S,
  A extends BaseAction,
  C extends { players: number },
> extends RandomGames<S, A, C> {
  /** How many states the other seat cannot tell apart are tried per take-back; 3 by default. */
  readonly resamples?: number;
}

export interface UndoLeakReport {
  /** Decisions the undo logic would let their seat take back. */
  readonly allowed: number;
  /** Of those, the ones that showed another seat something. */
  readonly leaking: number;
  /** A few of them, in words. */
  readonly examples: readonly string[];
}

/** The seats other than the actor's that saw something from `action`. */
function seatsShown<S, A extends BaseAction>(
  game: Game<S, A, { players: number }>,
  [before, action, after]: readonly [S, A, S],
  players: number,
  rng: Random,
  resamples: number,
): Seat[] {
  const resample = game.resampleHidden;
  if (!resample) return [];
  const seat = action.seat!;
  // Whether some way of acting as `seat` in `state` gives `viewer` the view `seen`.
  const couldHaveSeen = (state: S, viewer: Seat, seen: string): boolean =>
    [action, ...game.legalActions(state, seat)].some((candidate) => {
      try {
        return stableStringify(game.view(game.apply(state, candidate), viewer)) === seen;
      } catch {
        return false;
      }
    });
  return Array.from({ length: players }, (_, viewer) => viewer).filter((viewer) => {
    if (viewer === seat) return false;
    const seen = stableStringify(game.view(after, viewer));
    return Array.from({ length: resamples }).some(
      () => !couldHaveSeen(resample(before, viewer, rng), viewer, seen),
    );
  });
}

export function findUndoLeaks<S, A extends BaseAction, C extends { players: number }>(
  options: UndoLeakOptions<S, A, C>,
): UndoLeakReport {
  const { game } = options;
  const rng = Random.fromSeed(`undo-leaks:${game.id}:${String(options.seed)}`);
  const examples: string[] = [];
  let allowed = 0;
  let leaking = 0;
  for (let g = 0; g < options.games; g++) {
    const config = options.config(g, rng);
    let state = game.setup(config, `${String(options.seed)}:${g}`);
    for (let n = 0; n < options.maxActions; n++) {
      const pending = game.next(state);
      if (pending.kind === 'end') break;
      if (pending.kind === 'throw') {
        const faces = rollFaces(rng, pending.dice);
        state = game.apply(state, { type: 'throw', seat: pending.seat, faces } as unknown as A);
        continue;
      }
      const action = rng.pick(pending.seats.flatMap((seat) => game.legalActions(state, seat)));
      const after = game.apply(state, action);
      if (takeBackRefusal(game, state, action, action.seat!) === null) {
        allowed++;
        const shown = seatsShown(
          game,
          [state, action, after],
          config.players,
          rng,
          options.resamples ?? 3,
        );
        if (shown.length > 0) {
          leaking++;
          if (examples.length < 10)
            examples.push(
              `game ${g} action ${n}: "${game.describe(action, state)}" can be taken back, but seat ${shown.map((s) => s + 1).join(', ')} saw something from it`,
            );
        }
      }
      state = after;
    }
  }
  return { allowed, leaking, examples };
}
