/**
 * What the die up for auction is worth to a seat: its chance of taking the pot if it buys
 * the die, if a given rival does, or if nobody does. The dice still to come are left out.
 */
import type { Seat } from '../../../engine/contract';
import type { RiverView } from '../view';
import { bestKey, standing, type Standing } from './chances';
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
  const mine = {
    withDie: bestKey(hole, holdings(view, me, die)),
    without: bestKey(hole, holdings(view, me)),
  };
  const extra = { die, value: view.banker![die]! };
  const against = rivals.map((r) => standing(holdings(view, r), extra, mine, weights(r)));
  const product = (skip: number, chance: (s: Standing) => number): number =>
    against.reduce((p, s, i) => (i === skip ? p : p * chance(s)), 1);
  const rival = new Map<Seat, number>();
  rivals.forEach((r, i) => rival.set(r, against[i]!.ifRivalBuys * product(i, (s) => s.without)));
  return { mine: product(-1, (s) => s.withDie), nobody: product(-1, (s) => s.without), rival };
}
