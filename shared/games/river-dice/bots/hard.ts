/**
 * The hard player: it reads the rivals' bids into odds on their hole dice, then deals
 * itself many tables from those odds and plays the rest of the round out on each (the dice
 * still to come included, every other seat bidding by the exact odds): once after passing,
 * and after raising for every limit it could set on this die, from stopping at this raise
 * up to its hand's equity on the table's odds. It raises when the best limit comes out
 * ahead of passing on average. Weighing limits rather than a single raise lets it plan to
 * drive a rival's price up and stop short, or to outlast a rival for a die worth the gold.
 */
import type { Bot } from '../../../engine/bot';
import type { Seat } from '../../../engine/contract';
import { Random } from '../../../engine/random';
import type { RiverAction } from '../game';
import { ROLL_COUNT as ROLLS } from '../hands';
import type { RiverView } from '../view';
import { bankerTables } from './banker-tables';
import { chanceWithOffer, largestBid } from './equity';
import { playOut, playOutByLimit, type DealtTable, type OpenAuction } from './playout';
import { warmUp } from './ranks';
import { BidReader } from './reading';
import { tableOf } from './seat';
import { raiseToWeigh } from './turn';
import { rollNumber } from './tables';

/** Local copies: an imported binding is read through a getter under tsx and vitest, dear in loops run millions of times. */
const ROLL_COUNT = ROLLS;

/** Tables dealt per decision: enough that the average moves by well under a gold piece. */
const DEALS = 400;

export function hardBot(): Bot<RiverView, RiverAction> {
  warmUp();
  const reader = new BidReader();
  return {
    level: 'hard',
    choose(view, legal) {
      const turn = raiseToWeigh(view, legal);
      if ('type' in turn) return turn;
      const { auction, raise, bid, pass } = turn;
      // The cap first: it is cheap, and a raise beyond it needs no playing out.
      const cap = largestBid(chanceWithOffer(view, auction.die), view.pot);
      if (raise > cap) return pass;
      // The cap holds on this die to the end of its auction: the pot and the odds stay put.
      const top = Math.min(cap, view.purses[auction.turn]!);
      return raiseGain(view, (seat) => reader.weights(view, seat), top) > 0 ? bid : pass;
    },
  };
}

/** Draws hole rolls in proportion to `weights` (all alike when null). */
function drawer(weights: Float64Array | null): (u: number) => number {
  if (weights === null) return (u) => Math.floor(u * ROLL_COUNT);
  const cumulative = new Float64Array(ROLL_COUNT);
  let total = 0;
  for (let roll = 0; roll < ROLL_COUNT; roll++) cumulative[roll] = total += weights[roll]!;
  return (u) => {
    const target = u * total;
    let lo = 0;
    let hi = ROLL_COUNT - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! <= target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/**
 * The average over the dealt tables of (raising with the best limit up to `top` − passing),
 * in gold; the same tables for every limit, so limits are compared on equal terms.
 */
function raiseGain(
  view: RiverView,
  weights: (seat: Seat) => Float64Array | null,
  top: number,
): number {
  const { me, hole, rivals } = tableOf(view);
  const auction = view.auction!;
  const banker = view.banker!;
  const tables = bankerTables(banker);
  const players = view.config.players;
  const draws = rivals.map((r) => drawer(weights(r)));
  // The same tables for every raise on this die, so the decision does not wobble bid to bid.
  const rng = Random.fromSeed(`${view.round}|${banker.join()}|${hole.join()}|${auction.die}`);
  const rolls = new Array<number>(players).fill(0);
  rolls[me] = rollNumber(hole);
  const table: DealtTable = {
    players,
    playing: view.playing,
    rolls,
    masks: Array.from({ length: players }, (_, seat) =>
      view.owners.reduce<number>((m, owner, die) => (owner === seat ? m | (1 << die) : m), 0),
    ),
    purses: view.purses,
    pot: view.pot,
    firstBidder: view.firstBidder,
  };
  const next = (seat: Seat, bidding: readonly Seat[], leader: Seat | null): Seat | null => {
    for (let k = 1; k <= players; k++) {
      const s = (seat + k) % players;
      if (bidding.includes(s) && s !== seat && s !== leader) return s;
    }
    return null;
  };
  const raised: OpenAuction = {
    ...auction,
    high: auction.high + 1,
    leader: me,
    turn: next(me, auction.bidding, null) ?? me,
  };
  const bidding = auction.bidding.filter((s) => s !== me);
  const passed: OpenAuction = {
    ...auction,
    bidding,
    turn: next(me, bidding, auction.leader) ?? auction.leader ?? me,
  };
  const byLimit = new Float64Array(top - raised.high + 1);
  for (let deal = 0; deal < DEALS; deal++) {
    rivals.forEach((r, i) => (rolls[r] = draws[i]!(rng.float())));
    const passing = playOut(table, tables, me, passed);
    const raising = playOutByLimit(table, tables, me, raised, top);
    for (let i = 0; i < byLimit.length; i++) byLimit[i]! += raising[i]! - passing;
  }
  return byLimit.reduce((best, sum) => Math.max(best, sum), -Infinity) / DEALS;
}
