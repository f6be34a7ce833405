/**
 * Reading the rivals' bids (the hard player). Each hole roll a rival might have is weighted
 * by how well it explains every bid and pass that rival made this round, assuming the rival
 * bids as a player who knows the exact odds would: it raises while buying the die at that
 * price is worth more in gold than letting it go (to the high bidder, or to nobody) and the
 * price stays within its hand's equity, reckoning everyone else's hole dice unknown. Such a
 * bidder's every bid and pass follows from its roll and the open table, so a roll that would
 * not have made one of them is all but ruled out. All but: a rival who plays otherwise is
 * read less surely, not wrongly, since no roll ever drops to nothing.
 */
import type { Seat } from '../../../engine/contract';
import { ROLL_COUNT as ROLLS } from '../hands';
import type { BidRecord } from '../state';
import type { RiverView } from '../view';
import type { Holding } from './seat';
import { bestRanks, twiceBeatenBy } from './ranks';
import { largestBid } from './equity';

/** Local copies: an imported binding is read through a getter under tsx and vitest, dear in loops run millions of times. */
const ROLL_COUNT = ROLLS;

/**
 * How often a rival is taken to bid or pass against its own odds. Reading every bid this
 * sharply (rather than a bid near the line as nearly a toss-up) earned the hard player
 * 0.6 gold more a round from three medium players.
 */
const SLIP = 0.02;

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
    const weights = same ? Float64Array.from(known.weights) : new Float64Array(ROLL_COUNT).fill(1);
    for (const record of mine.slice(same ? known.seen : 0)) readOne(view, record, weights);
    this.memo.set(seat, { read: table + JSON.stringify(mine), seen: mine.length, weights });
    return weights;
  }
}

/** The pot when a bid on `die` was made: the dice sold since had not yet been paid for. */
function potAt(view: RiverView, die: number): number {
  return view.prices.reduce((pot, price, i) => (i >= die ? pot - price : pot), view.pot);
}

/** The banker dice `seat` held while `die` was up: those it bought before it. */
function heldBefore(view: RiverView, seat: Seat, die: number): Holding[] {
  return view.owners.flatMap((owner, d) =>
    owner === seat && d < die ? [{ die: d, value: view.banker![d]! }] : [],
  );
}

function readOne(view: RiverView, record: BidRecord, weights: Float64Array): void {
  const { die, seat } = record;
  const earlier = view.bids.slice(0, view.bids.indexOf(record)).filter((b) => b.die === die);
  const last = earlier.filter((b) => b.amount !== null).pop();
  const high = last?.amount ?? 0;
  const leader = last?.seat ?? null;
  const price = record.amount ?? high + 1;
  const pot = potAt(view, die);
  const offer = { die, value: view.banker![die]! };
  const others = view.playing.filter((s) => s !== seat);
  const against = others.map((s) => twiceBeatenBy(heldBefore(view, s, die)));
  const leaderAt = leader === null ? -1 : others.indexOf(leader);
  const leaderBuys =
    leader === null ? null : twiceBeatenBy([...heldBefore(view, leader, die), offer]);
  const withDie = bestRanks([...heldBefore(view, seat, die), offer]);
  const without = bestRanks(heldBefore(view, seat, die));
  const whole = 2 * ROLL_COUNT;
  let most = 0;
  for (let roll = 0; roll < ROLL_COUNT; roll++) {
    const up = withDie[roll]!;
    const now = without[roll]!;
    let mine = 1;
    let nobody = 1;
    let ifLeader = 1;
    for (let k = 0; k < against.length; k++) {
      const table = against[k]!;
      mine *= table[up]! / whole;
      const plain = table[now]! / whole;
      nobody *= plain;
      ifLeader *= k === leaderAt ? leaderBuys![now]! / whole : plain;
    }
    const buying = mine * (pot + price) - price;
    const letGo = leader === null ? nobody * pot : ifLeader * (pot + high);
    // Within the equity: price × (1 − mine) ≤ mine × pot (equity.ts).
    const room = largestBid(mine, pot) + 0.5 - price;
    const margin = Math.min(buying - letGo, room);
    const explained = record.amount === null ? margin <= 0 : margin > 0;
    const w = (weights[roll]! *= explained ? 1 : SLIP);
    if (w > most) most = w;
  }
  // Rescaled so a long bidding war cannot wear every weight down to nothing.
  if (most > 0) for (let roll = 0; roll < ROLL_COUNT; roll++) weights[roll]! /= most;
}
