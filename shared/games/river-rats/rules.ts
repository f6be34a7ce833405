/** The numbers and tables of the rules that are not a Rat's: kept as data so they can change. */
import type { Category } from './poker';
import type { Mode } from './state';

/** The Joker's Prediction by the rank of the round's first Debt card. */
export const PREDICTIONS: Readonly<Record<string, Category>> = {
  A: 'straight flush',
  K: 'four of a kind',
  Q: 'full house',
  J: 'full house',
  '10': 'full house',
  '9': 'flush',
  '8': 'flush',
  '7': 'flush',
  '6': 'flush',
  '5': 'straight',
  '4': 'straight',
  '3': 'straight',
  '2': 'straight',
};

export const RAT_FACE_UP = 5;
export const RAT_FACE_DOWN = 2;
/** Extra face-down cards in the Rat's hand each round, by difficulty. */
export const MODE_FACE_DOWN: Readonly<Record<Mode, number>> = { normal: 0, advanced: 1, expert: 2 };
/** Advanced: a Joker takes one Rat card out and deals the Rat this many face-down ones. */
export const ADVANCED_JOKER_ADDS = 2;

export const START_HAND = 2;
export const MARKET_CAPACITY = 3;
export const MARKET_REFILL_AT = 2;
export const COLLECTIVE_SIZE = 5;
