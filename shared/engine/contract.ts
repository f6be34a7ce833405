/**
 * The game contract: every rules engine is a module of pure functions over plain,
 * JSON-serialisable state. The table, the computer players, the tests, the saves and
 * the replays all drive a game only through this interface.
 */
import type { z } from 'zod';
import type { DieKind } from './dice-kinds';
import type { Random } from './random';

export type { DieKind } from './dice-kinds';

/** A seat is the index of a player in the match's seat list (0-based, in seat order). */
export type Seat = number;

/** Who is looking: a seat sees its own secrets; 'public' is a spectator or the audience. */
export type Viewer = Seat | 'public';

/**
 * Every action names who takes it. Throws the table makes for itself (the banker in
 * River, say) have `seat: null`.
 */
export interface BaseAction {
  readonly type: string;
  readonly seat: Seat | null;
}

/** The only way dice results enter a game: the faces read off a throw, in the order asked. */
export interface ThrowAction extends BaseAction {
  readonly type: 'throw';
  readonly faces: readonly number[];
}

export interface Outcome {
  /** Every winning seat; empty when nobody wins (a draw, or a cooperative loss). */
  readonly winners: readonly Seat[];
  /** One human sentence: "Ada secured three paths." */
  readonly summary: string;
  readonly draw?: boolean;
}

/** What the game waits for next. */
export type Pending =
  | {
      readonly kind: 'decision';
      /** The seats that may act now (usually one). */
      readonly seats: readonly Seat[];
      /** A short prompt for the HUD: "Choose a pairing", "Bid on the d8". */
      readonly prompt: string;
    }
  | {
      readonly kind: 'throw';
      /** Who throws; null when the table throws for itself. */
      readonly seat: Seat | null;
      readonly dice: readonly DieKind[];
      /** Why: 'start', 'turn', 'hole', 'banker'… shown in the HUD and the log. */
      readonly purpose: string;
      /** Thrown under a cup: only `seat` may see the faces. */
      readonly hidden: boolean;
    }
  | { readonly kind: 'end'; readonly outcome: Outcome };

export interface PlayerRange {
  readonly min: number;
  readonly max: number;
}

/**
 * A rules engine. `S` is its state, `A` its action union, `C` its config, `V` what a
 * viewer sees. All functions are pure: the same inputs always give the same outputs, and
 * inputs are never mutated.
 */
export interface Game<S, A extends BaseAction, C extends { players: number }, V = unknown> {
  readonly id: string;
  readonly name: string;
  /** Bumped whenever a rule change would make old records replay differently. */
  readonly rulesVersion: number;
  readonly players: PlayerRange;
  /** Validates configs and fills in defaults (`configSchema.parse({ players: 2 })`). */
  readonly configSchema: z.ZodType<C>;
  /**
   * Whether a seat holds anything the others cannot see (hole dice, a hand of cards). It
   * decides how far take back reaches (see undo.ts): with hidden information a seat takes
   * back only its own decisions made since another seat last acted, since undoing another
   * seat's answer would show what that seat would do for free; with open information a
   * person may take back their move together with the computers' answers. It also decides
   * whether the table covers the screen between two people. A game that says true
   * implements `resampleHidden`, so the leak tests can check it.
   */
  readonly hiddenInformation: boolean;
  /** Validates the shape of one action, for records read from disk or from a bot. */
  readonly actionSchema: z.ZodType<A>;

  setup(config: C, seed: string | number): S;
  next(state: S): Pending;
  /**
   * Every legal action of `seat` now; empty when it is not that seat's decision. Throws are
   * not listed. This is exactly what `apply` takes from `seat`: the table lights these up
   * and online rooms check players against them. A game may accept another spelling of a
   * listed action (River Stakes' `choose` without its pairing) only when it leads to the
   * same state. Where the rules let a player resign, resigning is listed too, as
   * `{ type: 'resign', seat }` (see `isResignation`).
   */
  legalActions(state: S, seat: Seat): A[];
  /** The state after `action`; an action `legalActions` does not list throws an `IllegalActionError` saying why. */
  apply(state: S, action: A): S;
  /** What `viewer` may see: hidden cards and hole dice are redacted here and only here. */
  view(state: S, viewer: Viewer): V;
  /** One line for the game log, in the game's own words. */
  describe(action: A, state: S): string;
  /**
   * True when taking `action` in `state` reveals chance or hidden information (a throw, a
   * shuffle, a draw from a hidden deck): such an action can never be taken back.
   * Throws are always barriers, whatever this says, and nothing is taken back once the
   * game has ended.
   */
  isUndoBarrier?(state: S, action: A): boolean;
  /**
   * For the leak test: a state that `viewer` must not be able to tell apart from `state`
   * (hidden cards reshuffled, hole dice re-rolled…). Games with no hidden information
   * leave it out.
   */
  resampleHidden?(state: S, viewer: Viewer, rng: Random): S;
  /**
   * The options of a record made under an older `rulesVersion`, written so that today's
   * rules read them as the rules the record was played under. Games that cannot replay
   * older records leave it out, and such records are refused.
   */
  upgradeConfig?(
    config: Readonly<Record<string, unknown>>,
    rulesVersion: number,
  ): Record<string, unknown>;
}

/**
 * A player conceding: a legal action like any other for the table, the records and online
 * rooms, but not a move on the board. Random play, perft, benchmarks and searches that
 * choose among moves leave it out.
 */
export function isResignation(action: BaseAction): boolean {
  return action.type === 'resign';
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry of games with unrelated state types
export type AnyGame = Game<any, any, any, any>;

/** The reasons an action is refused, so the UI and the IPC layer can react per kind. */
export type IllegalActionCode =
  'not-your-turn' | 'wrong-phase' | 'malformed' | 'illegal-move' | 'game-over' | 'bad-throw';

export class IllegalActionError extends Error {
  override readonly name = 'IllegalActionError';
  constructor(
    readonly code: IllegalActionCode,
    readonly reason: string,
  ) {
    super(reason);
  }
}

export function illegal(code: IllegalActionCode, reason: string): never {
  throw new IllegalActionError(code, reason);
}
