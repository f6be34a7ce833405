import type { DieKind, Seat } from '../../engine/contract';

export interface RiverConfig {
  readonly players: number;
  /** Gold each player starts with. */
  readonly purse: number;
  /** The price of the five hole dice, paid into the pot at the start of every round. */
  readonly ante: number;
  /** The game ends after this many rounds unless it ends sooner. */
  readonly rounds: number;
}

export type Phase = 'hole' | 'banker' | 'auction' | 'hand' | 'over';

/** The open auction of one banker die. */
export interface Auction {
  /** Which banker die, 0 for the d4 up to 4 for the d12. */
  readonly die: number;
  /** The high bid so far, 0 before anyone bids. */
  readonly high: number;
  readonly leader: Seat | null;
  /** Seats still in this die's auction (the leader among them), in seat order. */
  readonly bidding: readonly Seat[];
  /** Whose turn it is to bid or pass. */
  readonly turn: Seat;
}

/** One bid or pass, public to the table; `amount` is null for a pass. */
export interface BidRecord {
  readonly die: number;
  readonly seat: Seat;
  readonly amount: number | null;
}

export interface ShownHand {
  readonly seat: Seat;
  /** Values in die order d4 … d12. */
  readonly values: readonly number[];
  /** Per die: true for the player's own hole die, false for a banker die bought. */
  readonly hole: readonly boolean[];
  /** The hole dice as thrown, revealed at the showdown. */
  readonly holeThrow: readonly number[];
  readonly row: number;
  readonly name: string;
  readonly variant: readonly number[];
}

/** The last showdown, public once it has happened. */
export interface Showdown {
  readonly round: number;
  readonly pot: number;
  readonly hands: readonly ShownHand[];
  /** The round's banker dice, who bought each (null: nobody) and at what price. */
  readonly banker: readonly number[];
  readonly owners: readonly (Seat | null)[];
  readonly prices: readonly number[];
  readonly winners: readonly Seat[];
  /** What each winner took. */
  readonly share: number;
  /** The odd coins that stayed in the pot. */
  readonly left: number;
}

/** The whole game as plain JSON; `view` hides the other seats' hole dice and hands. */
export interface RiverState {
  readonly config: RiverConfig;
  readonly phase: Phase;
  /** 1 for the first round; during 'over' the round that would have come next. */
  readonly round: number;
  readonly purses: readonly number[];
  readonly pot: number;
  /** Seats that could not pay an ante: they are out for the rest of the game. */
  readonly out: readonly boolean[];
  /** Seats that paid this round's ante, in seat order. */
  readonly playing: readonly Seat[];
  /** Who opens the bidding on every die this round. */
  readonly firstBidder: Seat;
  /** Per seat: the hole dice thrown this round (d4 … d12), null until thrown. */
  readonly hole: readonly (readonly number[] | null)[];
  /** The banker's five dice, null until thrown. */
  readonly banker: readonly number[] | null;
  /** Per banker die: who bought it, null while unsold or when nobody bid. */
  readonly owners: readonly (Seat | null)[];
  /** Per banker die: what its buyer paid. */
  readonly prices: readonly number[];
  readonly auction: Auction | null;
  readonly bids: readonly BidRecord[];
  /** Per seat: the banker dice kept in the hand (by size), null until chosen. */
  readonly keeps: readonly (readonly DieKind[] | null)[];
  readonly showdown: Showdown | null;
}
