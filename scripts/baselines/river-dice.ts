/**
 * River's hard player as it was before bids were capped by the hand's equity (issue #37),
 * kept as the yardstick for the arena only (`--seats hard-previous,…`): it weighs each raise
 * in gold against letting the die go, with the rivals' hole dice weighted by a reading of
 * their bids that assumes a rival pays about (strength gained) × (pot) for a die. The game
 * itself no longer uses any of this.
 */
import type { Bot } from '../../shared/engine/bot';
import type { Seat } from '../../shared/engine/contract';
import type { RiverAction, RiverView } from '../../shared/games/river-dice';
import { ROLL_COUNT } from '../../shared/games/river-dice/hands';
import type { BidRecord } from '../../shared/games/river-dice/state';
import { warmUp } from '../../shared/games/river-dice/bots/ranks';
import { dieChances, type DieChances } from '../../shared/games/river-dice/bots/odds-at-auction';
import { STRIDES, tables } from '../../shared/games/river-dice/bots/tables';
import { raiseToWeigh } from '../../shared/games/river-dice/bots/turn';

/** When nobody has bid yet, how much it feared that a rival still to speak buys the die. */
const FEAR = 0.5;

export function previousHard(): Bot<RiverView, RiverAction> {
  warmUp();
  const reader = new PreviousReader();
  return {
    level: 'hard-previous',
    choose(view, legal) {
      const turn = raiseToWeigh(view, legal);
      if ('type' in turn) return turn;
      const { auction, raise, bid, pass } = turn;
      const chances = dieChances(view, auction.die, (seat) => reader.weights(view, seat));
      const buying = chances.mine * (view.pot + raise) - raise;
      return buying > letGo(view, chances) ? bid : pass;
    },
  };
}

function letGo(view: RiverView, chances: DieChances): number {
  const { leader, high, bidding } = view.auction!;
  if (leader !== null) return chances.rival.get(leader)! * (view.pot + high);
  const others = bidding.filter((s) => s !== view.viewer && chances.rival.has(s));
  if (others.length === 0) return chances.nobody * view.pot;
  const threat = others.reduce((sum, s) => sum + chances.rival.get(s)!, 0) / others.length;
  return ((1 - FEAR) * chances.nobody + FEAR * threat) * view.pot;
}

const logistic = (x: number): number => 1 / (1 + Math.exp(-x));

class PreviousReader {
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
