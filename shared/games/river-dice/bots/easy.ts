/**
 * The easy player: it values a banker die by how much stronger it makes its own hand
 * against one random hand, times the pot, with a good dose of guesswork, and raises while
 * the price is below that and within the hand's equity on the table's odds. It ignores the
 * rivals' bought dice, how many rivals there are, and that the gold it spends goes into the
 * pot.
 */
import type { Bot } from '../../../engine/bot';
import type { RiverAction } from '../game';
import type { RiverView } from '../view';
import { warmUp } from './ranks';
import { chanceWithOffer, largestBid } from './equity';
import { bestKeep } from './hand-choice';
import { holdings, tableOf } from './seat';
import { rollNumber, tables } from './tables';

type Keep = Extract<RiverAction, { type: 'keep' }>;

/** How strong the best multiset of hole and held banker values is, from 0 to 1. */
function strengthWith(
  hole: readonly number[],
  held: readonly { die: number; value: number }[],
): number {
  const { strength } = tables();
  let best = 0;
  for (let subset = 0; subset < 1 << held.length; subset++) {
    const values = [...hole];
    held.forEach((h, k) => {
      if ((subset >> k) & 1) values[h.die] = h.value;
    });
    best = Math.max(best, strength[rollNumber(values)]!);
  }
  return best;
}

export function easyBot(): Bot<RiverView, RiverAction> {
  warmUp();
  return {
    level: 'easy',
    choose(view, legal, context) {
      const keeps = legal.filter((a): a is Keep => a.type === 'keep');
      if (keeps.length > 0) return bestKeep(view, keeps);
      const pass = legal.find((a) => a.type === 'pass');
      const auction = view.auction;
      if (!pass || !auction) return legal[0]!;
      const { me, hole } = tableOf(view);
      const gain =
        strengthWith(hole, holdings(view, me, auction.die)) -
        strengthWith(hole, holdings(view, me));
      const worth = gain * view.pot * (0.5 + context.rng.float());
      const raise = legal.find((a) => a.type === 'bid' && a.amount === auction.high + 1);
      if (!raise || raise.type !== 'bid' || raise.amount > worth) return pass;
      return raise.amount <= largestBid(chanceWithOffer(view, auction.die), view.pot)
        ? raise
        : pass;
    },
  };
}
