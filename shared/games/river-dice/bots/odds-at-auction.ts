/**
 * What the die up for auction is worth to a seat: its chance of taking the pot if it buys
 * the die, if a given rival does, or if nobody does. The dice still to come are left out.
 * Against each rival the chance is exact over the rival's 23,040 hole rolls (weighted by
 * what its bids suggest, when a reading is given), the rival keeping the best hand its
 * bought dice allow; a tie counts as half a win. The rivals' chances are multiplied.
 */
import type { Seat } from '../../../engine/contract';
import type { RiverView } from '../view';
import { beatenEvenly, beatenWeighted, bestRank } from './ranks';
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
  const withDie = bestRank(hole, holdings(view, me, die));
  const without = bestRank(hole, holdings(view, me));
  const extra = { die, value: view.banker![die]! };
  const against = rivals.map((r) => {
    const held = holdings(view, r);
    const w = weights(r);
    if (w === null) {
      const now = beatenEvenly(held);
      const bought = beatenEvenly([...held, extra]);
      return { withDie: now(withDie), without: now(without), ifRivalBuys: bought(without) };
    }
    const [withDieShare, withoutShare] = beatenWeighted(held, w, [withDie, without]);
    const [ifRivalBuys] = beatenWeighted([...held, extra], w, [without]);
    return { withDie: withDieShare!, without: withoutShare!, ifRivalBuys: ifRivalBuys! };
  });
  const product = (skip: number, chance: (s: (typeof against)[number]) => number): number =>
    against.reduce((p, s, i) => (i === skip ? p : p * chance(s)), 1);
  const rival = new Map<Seat, number>();
  rivals.forEach((r, i) => rival.set(r, against[i]!.ifRivalBuys * product(i, (s) => s.without)));
  return { mine: product(-1, (s) => s.withDie), nobody: product(-1, (s) => s.without), rival };
}
