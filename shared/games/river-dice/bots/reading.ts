/**
 * Reading the rivals' bids (the hard player): a rival who raised on a die probably has
 * hole dice the die improves a lot, one who passed probably does not. Each hole roll of
 * the rival is weighted by how well it explains every bid and pass this round, assuming
 * the rival would pay about (strength gained) × (pot) for a die.
 */
import type { Seat } from '../../../engine/contract';
import { ROLL_COUNT } from '../hands';
import type { BidRecord } from '../state';
import type { RiverView } from '../view';
import { STRIDES, tables } from './tables';

const logistic = (x: number): number => 1 / (1 + Math.exp(-x));

export class BidReader {
  /**
   * Per rival, the weights after its first `read.length` bids of a round. Reading a bid
   * uses only the view, so picking up from here gives what reading them all afresh gives.
   */
  private readonly memo = new Map<Seat, { read: string; seen: number; weights: Float64Array }>();

  weights(view: RiverView, seat: Seat): Float64Array | null {
    const mine = view.bids.filter((b) => b.seat === seat);
    if (mine.length === 0) return null;
    const known = this.memo.get(seat);
    const table = `${view.round}|${view.banker!.join(',')}`;
    const same =
      known !== undefined &&
      known.seen <= mine.length &&
      known.read === table + JSON.stringify(mine.slice(0, known.seen));
    const weights = same ? known.weights : new Float64Array(ROLL_COUNT).fill(1);
    for (const record of mine.slice(same ? known.seen : 0)) readOne(view, record, weights);
    this.memo.set(seat, { read: table + JSON.stringify(mine), seen: mine.length, weights });
    return weights;
  }
}

/** The pot when a bid on `die` was made: the dice sold since had not yet been paid for. */
function potAt(view: RiverView, die: number): number {
  return view.prices.reduce((pot, price, i) => (i >= die ? pot - price : pot), view.pot);
}

function readOne(view: RiverView, record: BidRecord, weights: Float64Array): void {
  const { strength, values } = tables();
  const { die } = record;
  const value = view.banker![die]!;
  const earlier = view.bids.slice(0, view.bids.indexOf(record));
  const high = Math.max(0, ...earlier.filter((b) => b.die === die).map((b) => b.amount ?? 0));
  const pot = potAt(view, die);
  const spread = Math.max(1.5, 0.15 * pot);
  for (let roll = 0; roll < ROLL_COUNT; roll++) {
    const swapped = roll + (value - values[die]![roll]!) * STRIDES[die]!;
    const worth = Math.max(0, strength[swapped]! - strength[roll]!) * pot;
    weights[roll]! *=
      record.amount === null
        ? logistic((high + 1 - worth) / spread)
        : logistic((worth - record.amount) / spread);
  }
}
