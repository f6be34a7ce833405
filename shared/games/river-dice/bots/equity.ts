/**
 * What the hand can pay for the die on offer, on the exact odds the table shows a person
 * (the hand helper's chance of taking the pot "with the die on offer"). Every level's bids
 * stay within it.
 *
 * The equity of the hand with the die, bought at price b, is withOffer × (pot + b): its
 * chance of taking the pot times the pot it would then play for, which holds the price
 * too. A bid beyond that equity pays more than the hand, die and all, can expect to take
 * back, so no bid goes beyond it: b ≤ withOffer × (pot + b), that is
 * b ≤ withOffer × pot / (1 − withOffer). A weak hand can pay little (a one-in-five chance
 * at a pot of 40 allows 10 gold), a strong one more, and a die that makes a sure winner
 * any price, since the winner takes the price back with the pot.
 *
 * The cap does not subtract the chance the hand has without the die. That stricter cap
 * (pay no more than the die adds) forbids every bid that keeps a die from a rival it would
 * make a winner, and every bid for a die that only pays with a later one; with it on every
 * seat, even a hard player that saw every hole die gained only about 1.6 gold a round from
 * three medium players (240 rounds), short of the +2 asked of hard.
 */
import type { RiverView } from '../view';
import { dieChances } from './odds-at-auction';

/** The chance of taking the pot if the seat buys the die on offer and nobody else buys anything more (ties count half). */
export type ChanceWithOffer = number;

/** The odds the hand helper shows: every rival's hole dice run over all 23,040 rolls alike. */
export function chanceWithOffer(view: RiverView, die: number): ChanceWithOffer {
  return dieChances(view, die, () => null).mine;
}

/** Rounding in the enumeration's sums must not turn a bid exactly at the equity into a refusal. */
const SLACK = 1e-9;

/** The largest whole bid within the hand's equity (Infinity when the die makes a sure winner). */
export function largestBid(withOffer: ChanceWithOffer, pot: number): number {
  const kept = 1 - withOffer;
  if (kept <= SLACK) return Infinity;
  return Math.floor((withOffer * pot) / kept + SLACK);
}
