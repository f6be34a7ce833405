/** The part of a River decision that needs no judgement, shared by the players that weigh raises. */
import type { RiverAction } from '../game';
import type { RiverView } from '../view';
import { bestKeep } from './hand-choice';

type Keep = Extract<RiverAction, { type: 'keep' }>;

/** A raise by one on the die up for auction, to be weighed against passing. */
export interface RaiseToWeigh {
  readonly auction: NonNullable<RiverView['auction']>;
  /** The price the raise would pay. */
  readonly raise: number;
  readonly bid: RiverAction;
  readonly pass: RiverAction;
}

/**
 * Keeps the best hand after the auction, passes when a raise by one is not allowed, and
 * otherwise returns the raise to weigh.
 */
export function raiseToWeigh(
  view: RiverView,
  legal: readonly RiverAction[],
): RiverAction | RaiseToWeigh {
  const keeps = legal.filter((a): a is Keep => a.type === 'keep');
  if (keeps.length > 0) return bestKeep(view, keeps);
  const pass = legal.find((a) => a.type === 'pass');
  const auction = view.auction;
  if (!pass || !auction) return legal[0]!;
  const raise = auction.high + 1;
  const bid = legal.find((a) => a.type === 'bid' && a.amount === raise);
  return bid ? { auction, raise, bid, pass } : pass;
}
