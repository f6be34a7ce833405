/**
 * The medium and hard players: each raise is weighed in gold. Buying at price b is worth
 * chance × (pot + b) − b, since the price goes into the pot the buyer may win back;
 * letting the high bidder have the die is worth that bidder's chance × (pot + high bid).
 * The player raises by one while buying is worth more. Hard also reads the rivals' bids.
 */
import type { Bot } from '../../../engine/bot';
import type { Seat } from '../../../engine/contract';
import type { RiverAction } from '../game';
import type { RiverView } from '../view';
import { bestKeep } from './hand-choice';
import { dieChances, type DieChances } from './odds-at-auction';
import { BidReader } from './reading';
import { warmUp } from './chances';

export interface ExactOptions {
  readonly level: string;
  /** Weigh the rivals' hole dice by what their bids suggest. */
  readonly readBids: boolean;
  /**
   * When nobody has bid yet, how much to fear that a rival still to speak buys the die
   * (0: assume it is thrown away unless someone else bids).
   */
  readonly fear: number;
}

type Keep = Extract<RiverAction, { type: 'keep' }>;

export function exactBot(options: ExactOptions): Bot<RiverView, RiverAction> {
  warmUp();
  const reader = options.readBids ? new BidReader() : null;
  return {
    level: options.level,
    choose(view, legal) {
      const keeps = legal.filter((a): a is Keep => a.type === 'keep');
      if (keeps.length > 0) return bestKeep(view, keeps);
      const pass = legal.find((a) => a.type === 'pass');
      const auction = view.auction;
      if (!pass || !auction) return legal[0]!;
      const raise = auction.high + 1;
      const bid = legal.find((a) => a.type === 'bid' && a.amount === raise);
      if (!bid) return pass;
      const weights = (seat: Seat): Float64Array | null => reader?.weights(view, seat) ?? null;
      const chances = dieChances(view, auction.die, weights);
      const buying = chances.mine * (view.pot + raise) - raise;
      return buying > letGo(view, chances, options.fear) ? bid : pass;
    },
  };
}

/** What passing is worth: the high bidder takes the die, or perhaps another rival, or nobody. */
function letGo(view: RiverView, chances: DieChances, fear: number): number {
  const { leader, high, bidding } = view.auction!;
  if (leader !== null) return chances.rival.get(leader)! * (view.pot + high);
  const others = bidding.filter((s) => s !== view.viewer && chances.rival.has(s));
  if (others.length === 0) return chances.nobody * view.pot;
  const threat = others.reduce((sum, s) => sum + chances.rival.get(s)!, 0) / others.length;
  return ((1 - fear) * chances.nobody + fear * threat) * view.pot;
}
