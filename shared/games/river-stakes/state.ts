import type { Seat } from '../../engine/contract';

export type Securing = 'immediate' | 'on-stop';

export interface StakesConfig {
  readonly players: number;
  readonly securing: Securing;
}

export interface Leader {
  readonly path: number;
  readonly position: number;
}

export type Phase = 'start' | 'throw' | 'choose' | 'decide' | 'over';

/** The whole game as plain JSON. River Stakes has no hidden information. */
export interface StakesState {
  readonly config: StakesConfig;
  readonly phase: Phase;
  /** Who throws for the start, and what each threw this round (null: not yet). */
  readonly start: {
    readonly contenders: readonly Seat[];
    readonly totals: readonly (number | null)[];
  };
  readonly current: Seat;
  /** members[seat][path]: the position of that seat's team member on the path, 0 when none. */
  readonly members: readonly (readonly number[])[];
  /** The leaders on the board this turn (at most 3). */
  readonly leaders: readonly Leader[];
  /** secured[path]: the seat that secured it, or null. */
  readonly secured: readonly (Seat | null)[];
  /** The faces of the current turn's last throw (for choosing a pairing). */
  readonly faces: readonly number[] | null;
  readonly turn: number;
  readonly winner: Seat | null;
  /** The game's story, for the winner screen. */
  readonly story: {
    readonly turns: readonly number[];
    readonly busts: readonly number[];
    readonly throws: readonly number[];
    readonly securedOrder: readonly {
      readonly path: number;
      readonly seat: Seat;
      readonly turn: number;
    }[];
  };
}

export const BOARD_SLOTS = 13;
