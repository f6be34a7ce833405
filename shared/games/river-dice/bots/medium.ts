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
import { dieChances } from './odds-at-auction';
import { warmUp } from './ranks';
import { raiseToWeigh } from './turn';

export function mediumBot(): Bot<RiverView, RiverAction> {
  warmUp();
  return {
    level: 'medium',
    choose(view, legal) {
      const turn = raiseToWeigh(view, legal);
      if ('type' in turn) return turn;
      const { auction, raise, bid, pass } = turn;
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
