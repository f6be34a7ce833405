/** What the person at the screen may do now, read off the legal actions. */
import {
  HAND_DICE,
  evaluateHand,
  type RiverAction,
  type RiverView,
} from '../../../shared/games/river-dice';
import type { DieKind } from '../../../shared/engine/dice-kinds';

type Bid = Extract<RiverAction, { type: 'bid' }>;
type Pass = Extract<RiverAction, { type: 'pass' }>;
type Keep = Extract<RiverAction, { type: 'keep' }>;

export interface Bidder {
  readonly seat: number;
  readonly high: number;
  /** The most this seat can bid: its whole purse. */
  readonly most: number;
  readonly pass: Pass;
  bid(amount: number): Bid | null;
}

/** The viewer's bidding turn, if the auction waits on them. */
export function bidderAtScreen(props: {
  readonly view: RiverView;
  readonly legal: readonly RiverAction[];
  readonly replaying: boolean;
}): Bidder | null {
  const { view, legal, replaying } = props;
  const pass = legal.find((a): a is Pass => a.type === 'pass');
  if (replaying || !pass || !view.auction) return null;
  const bids = legal.filter((a): a is Bid => a.type === 'bid');
  return {
    seat: pass.seat,
    high: view.auction.high,
    most: bids.length > 0 ? bids[bids.length - 1]!.amount : view.auction.high,
    pass,
    bid: (amount) => bids.find((b) => b.amount === amount) ?? null,
  };
}

/** A bid `more` above the high bid, or all the purse if that is less. */
export function raise(bidder: Bidder, more: number): Bid | null {
  return bidder.bid(Math.min(bidder.high + more, bidder.most));
}

/** The viewer's choice of hand, if the game waits for it. */
export function keepsAtScreen(legal: readonly RiverAction[]): readonly Keep[] {
  return legal.filter((a): a is Keep => a.type === 'keep');
}

/** The hand a keep makes, from the viewer's own hole dice and the open banker dice. */
export function handWith(view: RiverView, seat: number, banker: readonly DieKind[]) {
  const hole = view.hole[seat]!;
  const values = HAND_DICE.map((d, i) => (banker.includes(d) ? view.banker![i]! : hole[i]!));
  return evaluateHand(
    values,
    HAND_DICE.map((d) => !banker.includes(d)),
  );
}
