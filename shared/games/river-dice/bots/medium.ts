/**
 * The medium player: each raise is weighed in gold on the table's exact odds, every rival's
 * hole dice alike to it. Buying at price b is worth chance × (pot + b) − b, since the price
 * goes into the pot the buyer may win back; letting the high bidder have the die is worth
 * this player's chance if that bidder gets it × (pot + high bid); letting it go when nobody
 * has bid, its chance as it stands × pot. It raises by one while buying is worth more and
 * the raise stays within its hand's equity. It does not look at the dice still to come.
 */
import type { Bot } from '../../../engine/bot';
import type { RiverAction } from '../game';
import type { RiverView } from '../view';
import { largestBid } from './equity';
import { bestKeep } from './hand-choice';
import { dieChances } from './odds-at-auction';
import { warmUp } from './ranks';

type Keep = Extract<RiverAction, { type: 'keep' }>;

export function mediumBot(): Bot<RiverView, RiverAction> {
  warmUp();
  return {
    level: 'medium',
    choose(view, legal) {
      const keeps = legal.filter((a): a is Keep => a.type === 'keep');
      if (keeps.length > 0) return bestKeep(view, keeps);
      const pass = legal.find((a) => a.type === 'pass');
      const auction = view.auction;
      if (!pass || !auction) return legal[0]!;
      const raise = auction.high + 1;
      const bid = legal.find((a) => a.type === 'bid' && a.amount === raise);
      if (!bid) return pass;
      const chances = dieChances(view, auction.die, () => null);
      const { leader, high } = auction;
      const buying = chances.mine * (view.pot + raise) - raise;
      const letGo =
        leader === null
          ? chances.nobody * view.pot
          : chances.rival.get(leader)! * (view.pot + high);
      return buying > letGo && raise <= largestBid(chances.mine, view.pot) ? bid : pass;
    },
  };
}
