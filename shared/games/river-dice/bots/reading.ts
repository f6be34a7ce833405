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
  /** Per rival, the weights after the bids read so far, with what they were read from. */
  private readonly read = new Map<Seat, { table: string; seen: number; weights: Float64Array }>();

  weights(view: RiverView, seat: Seat): Float64Array | null {
    const mine = view.bids.filter((b) => b.seat === seat);
    if (mine.length === 0) return null;
    // The bids of one round only grow, so what was read of this round is reused.
    const table = `${view.round}|${view.banker!.join(',')}|${view.playing.join(',')}`;
    const known = this.read.get(seat);
    const start = known && known.table === table && known.seen <= mine.length ? known : null;
    const weights = start ? start.weights : new Float64Array(ROLL_COUNT).fill(1);
    for (const record of mine.slice(start?.seen ?? 0)) this.readOne(view, record, weights);
    this.read.set(seat, { table, seen: mine.length, weights });
    return weights;
  }

  private readOne(view: RiverView, record: BidRecord, weights: Float64Array): void {
    const { strength, values } = tables();
    const { die } = record;
    const value = view.banker![die]!;
    const earlier = view.bids.slice(0, view.bids.indexOf(record));
    const high = Math.max(0, ...earlier.filter((b) => b.die === die).map((b) => b.amount ?? 0));
    const spread = Math.max(1.5, 0.15 * view.pot);
    for (let roll = 0; roll < ROLL_COUNT; roll++) {
      const swapped = roll + (value - values[die]![roll]!) * STRIDES[die]!;
      const worth = Math.max(0, strength[swapped]! - strength[roll]!) * view.pot;
      weights[roll]! *=
        record.amount === null
          ? logistic((high + 1 - worth) / spread)
          : logistic((worth - record.amount) / spread);
    }
  }
}
