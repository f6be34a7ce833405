/**
 * What the die up for auction is worth to a seat: its chance of taking the pot if it buys
 * the die, if a given rival does, or if nobody does. The dice still to come are left out.
 */
import type { Seat } from '../../../engine/contract';
import type { RiverView } from '../view';
import { beats, bestKey, standing } from './chances';
import { holdings, tableOf } from './seat';

export interface DieChances {
  readonly mine: number;
  readonly nobody: number;
  /** The chance if `seat` buys it. */
  readonly rival: ReadonlyMap<Seat, number>;
}

/** `weights(seat)`: how likely each hole roll of that rival is (null: all alike). */
export function dieChances(
  view: RiverView,
  die: number,
  weights: (seat: Seat) => Float64Array | null,
): DieChances {
  const { me, hole, rivals } = tableOf(view);
  const withDie = bestKey(hole, holdings(view, me, die));
  const without = bestKey(hole, holdings(view, me));
  const now = rivals.map((r) => standing(holdings(view, r), [withDie, without], weights(r)));
  const product = (skip: number, t: number): number =>
    now.reduce((p, s, i) => (i === skip ? p : p * beats(s, t)), 1);
  const rival = new Map<Seat, number>();
  rivals.forEach((r, i) => {
    const buying = standing(holdings(view, r, die), [without], weights(r));
    rival.set(r, beats(buying, 0) * product(i, 1));
  });
  return { mine: product(-1, 0), nobody: product(-1, 1), rival };
}
