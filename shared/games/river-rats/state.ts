/** The whole River Rats game as plain JSON. Every card lives in exactly one of these places. */
import type { Seat } from '../../engine/contract';
import type { RandomState } from '../../engine/random';
import type { Suit } from './cards';

export type Mode = 'normal' | 'advanced' | 'expert';
export type PredictionRule = 'exact' | 'at-least';
/** Who names a Joker's card at resolution: the players (today), or the engine (rules version 1). */
export type JokerNaming = 'by-players' | 'by-engine';

export interface RatsConfig {
  readonly players: number;
  readonly mode: Mode;
  /** Exact: the collective hand's category must be the predicted one; at-least: it or better. */
  readonly prediction: PredictionRule;
  /** The first game: no Player Powers, no Rat abilities (defeat bonuses still apply). */
  readonly firstGame: boolean;
  /** Each seat's Ace, by suit. */
  readonly characters: readonly Suit[];
  readonly jokerNamed: JokerNaming;
}

export type Phase =
  /** The current seat draws up to three cards, plays one, or uses a Joker. */
  | 'turn'
  /** A card was just played: its suit action, a Player Power, or nothing. */
  | 'act'
  /** After the ♥ power flipped a Rat card: add 1 Debt or not. */
  | 'peeked'
  /** Advanced: the Joker set aside removes one card from the Rat's hand. */
  | 'joker-remove'
  /** Expert: use an earned Joker before the hands are compared, or not. */
  | 'expert-joker'
  /** Expert: a Joker is revealing deck cards; reveal another or stop. */
  | 'revealing'
  /**
   * Normal: the collective hand is complete with a Joker in it and every face-down card is
   * revealed; the seat that put the Joker in names its rank and suit.
   */
  | 'name-joker'
  | 'over';

export interface CollectiveCard {
  readonly card: string;
  /** Played face down under the ♠ Rat: hidden until resolution, never swapped. */
  readonly faceDown?: true;
  /** Put in by an Expert Joker's reveal: lost again if a card of the Rat's suit follows. */
  readonly revealed?: true;
  /** The seat that played it (null: dealt by the ♦ Rat or revealed by an Expert Joker). */
  readonly by: Seat | null;
}

export interface Resolution {
  readonly round: number;
  /** The Joker's Prediction card: what the collective hand was asked to make. */
  readonly prediction: string;
  readonly collective: readonly string[];
  /** What the Joker stood for, when one was in the collective hand. */
  readonly jokerAs: string | null;
  readonly rat: readonly string[];
  readonly playersCategory: string;
  readonly ratCategory: string;
  readonly playersWon: boolean;
  readonly debt: number;
  readonly jokerEarned: boolean;
  readonly ratDefeated: string | null;
}

export interface RatsState {
  readonly config: RatsConfig;
  readonly rng: RandomState;
  readonly phase: Phase;
  /**
   * Whose turn it is (during resolution: the seat that completed the collective hand; while
   * a Joker is named: the seat that put it in).
   */
  readonly current: Seat;
  /** Whether the current seat has drawn this turn (then it may no longer use a Joker). */
  readonly drawn: boolean;
  /** deck[0] is the top card. */
  readonly deck: readonly string[];
  readonly discard: readonly string[];
  /**
   * The cards of the discard pile the table never saw face up (Debt cards, a face-down Rat
   * card an Advanced Joker took out); every other discarded card was seen by all.
   */
  readonly discardFaceDown: readonly string[];
  /** Used Jokers, out of the game. */
  readonly removed: readonly string[];
  readonly hands: readonly (readonly string[])[];
  /**
   * Per seat, the cards of its hand that the whole table saw go in (taken from the Market,
   * or out of the collective hand by a ♦ swap): every player may remember them.
   */
  readonly shownInHand: readonly (readonly string[])[];
  readonly market: readonly string[];
  readonly marketCapacity: number;
  /** The Market refills once it holds this many cards or fewer. */
  readonly marketRefillAt: number;
  /** The Kings chosen as Rats, in the order they face the players. */
  readonly rats: readonly [string, string];
  /** Index into `rats` of the active one; 2 when both are defeated. */
  readonly activeRat: number;
  /** Debt cards on the active Rat. */
  readonly ratDebt: readonly string[];
  readonly playerDebt: readonly string[];
  readonly jokers: { readonly unearned: readonly string[]; readonly earned: readonly string[] };
  /** Defeat bonuses in force. */
  readonly collectiveSize: number;
  readonly fewerFaceDown: number;
  readonly round: {
    readonly number: number;
    readonly ratUp: readonly string[];
    readonly ratDown: readonly string[];
    /** The Joker's Prediction, also the round's first Debt card (face up); empty once the game is over. */
    readonly prediction: string;
    /** Further Debt cards of the round, face down. */
    readonly debt: readonly string[];
    readonly collective: readonly CollectiveCard[];
    /** A Joker has gone into (or, in Advanced, been set aside for) this collective hand. */
    readonly jokerUsed: boolean;
    /** Advanced: the Joker set aside until resolution. */
    readonly asideJoker: string | null;
    /** Expert: the Joker revealing cards, and the cards it has put into the collective hand. */
    readonly expertJoker: string | null;
    /** The card whose action is being chosen (phase 'act'), or the ♥ power's card. */
    readonly played: string | null;
  };
  readonly last: Resolution | null;
  readonly outcome: 'won' | 'lost' | null;
}

export const HAND_LIMIT = 3;
export const MARKET_MAX = 6;
export const DEBT_TO_DEFEAT = 5;
export const DEBT_TO_LOSE = 5;
