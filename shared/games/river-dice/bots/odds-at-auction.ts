/**
 * What the die up for auction is worth to a seat: its chance of taking the pot if it buys
 * the die, if a given rival does, or if nobody does. The dice still to come are left out.
 */
import type { Seat } from '../../../engine/contract';
import type { RiverView } from '../view';
import { beats, bestKey, standings } from './chances';
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
  const extra = { die, value: view.banker![die]! };
  const both = rivals.map((r) =>
    standings(holdings(view, r), [withDie, without], extra, [without], weights(r)),
  );
  const now = both.map((b) => b.now);
  const product = (skip: number, t: number): number =>
    now.reduce((p, s, i) => (i === skip ? p : p * beats(s, t)), 1);
  const rival = new Map<Seat, number>();
  rivals.forEach((r, i) => rival.set(r, beats(both[i]!.later, 0) * product(i, 1)));
  return { mine: product(-1, 0), nobody: product(-1, 1), rival };
}
