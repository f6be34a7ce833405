/**
 * Playing the rest of a round out fast, with every hole die known (a table the hard player
 * has dealt itself from what it believes): the auctions of the banker dice still to sell,
 * bid by the rules of `round.ts`, then the showdown. Every seat bids as a player who knows
 * the exact odds but not the others' hole dice: it raises by one while buying the die is
 * worth more in gold than letting it go, within its hand's equity (as `medium.ts` does).
 * The one exception is the planning seat on the die up now, which may instead keep raising
 * up to a limit of its own: the hard player weighs every limit it could set.
 */
import type { Seat } from '../../../engine/contract';
import { HAND_DICE, ROLL_COUNT } from '../hands';
import type { BankerTables } from './banker-tables';
import { largestBid } from './equity';

/** A dealt table: per seat, its hole roll (numbered as in the key table) and what it holds. */
export interface DealtTable {
  readonly players: number;
  readonly playing: readonly Seat[];
  readonly rolls: readonly number[];
  /** Per seat, the banker dice it holds (bit i: die i). */
  readonly masks: readonly number[];
  readonly purses: readonly number[];
  readonly pot: number;
  /** Who opens the bidding on every die this round. */
  readonly firstBidder: Seat;
}

/** The auction in progress, as in `state.ts`. */
export interface OpenAuction {
  readonly die: number;
  readonly high: number;
  readonly leader: Seat | null;
  readonly bidding: readonly Seat[];
  readonly turn: Seat;
}

const WHOLE = 2 * ROLL_COUNT;
const DICE = HAND_DICE.length;

/** One playout: mutable copies of the table, played to the showdown. */
class Playout {
  private masks: number[] = [];
  private purses: number[] = [];
  private pot = 0;
  private spent = 0;
  /** The die up for auction and its high bid (read by `playOutByLimit`). */
  die = 0;
  high = 0;
  private leader: Seat | null = null;
  /** The seats still bidding on this die, as bits. */
  private bidding = 0;
  private turn: Seat = 0;
  /** The die on which `me` raises up to `limit` instead of as the others do (-1: none). */
  private limitedDie = -1;
  private limit = 0;

  constructor(
    private readonly table: DealtTable,
    private readonly tables: BankerTables,
    private readonly me: Seat,
  ) {}

  static from(table: DealtTable, tables: BankerTables, me: Seat, from: OpenAuction): Playout {
    const p = new Playout(table, tables, me);
    p.masks = [...table.masks];
    p.purses = [...table.purses];
    p.pot = table.pot;
    p.die = from.die;
    p.high = from.high;
    p.leader = from.leader;
    p.bidding = from.bidding.reduce((bits, seat) => bits | (1 << seat), 0);
    p.turn = from.turn;
    return p;
  }

  /** From here on, `me` raises on the die now up while the price stays within `limit`. */
  raiseUpTo(limit: number): void {
    this.limitedDie = this.die;
    this.limit = limit;
  }

  /** Whether `me` is about to raise on the die now up under its limit. */
  aboutToRaise(): boolean {
    return (
      this.die === this.limitedDie &&
      this.turn === this.me &&
      ((this.bidding >> this.me) & 1) === 1 &&
      this.leader !== this.me &&
      this.purses[this.me]! > this.high &&
      this.high + 1 <= this.limit
    );
  }

  /** A copy of this playout in which `me` passes now instead. */
  passingNow(): Playout {
    const p = new Playout(this.table, this.tables, this.me);
    p.masks = [...this.masks];
    p.purses = [...this.purses];
    p.pot = this.pot;
    p.spent = this.spent;
    p.die = this.die;
    p.high = this.high;
    p.leader = this.leader;
    p.bidding = this.bidding & ~(1 << this.me);
    p.turn = this.next(this.me, p.bidding, this.leader) ?? this.leader ?? this.me;
    return p;
  }

  /** What `me` gains from here to the showdown: its share of the pot less what it pays. */
  run(): number {
    while (this.die < DICE) this.step();
    return this.showdown() - this.spent;
  }

  /** The next seat after `from`, going round the table, among `bits` and not `except`. */
  private next(from: Seat, bits: number, except: Seat | null): Seat | null {
    const { players } = this.table;
    for (let k = 1; k <= players; k++) {
      const seat = (from + k) % players;
      if ((bits >> seat) & 1 && seat !== except) return seat;
    }
    return null;
  }

  /** As `settle` in round.ts: sells or discards the die, or moves the turn on one seat. */
  step(): void {
    const { leader, bidding, turn, high, die } = this;
    if (leader !== null && bidding === 1 << leader) {
      this.purses[leader]! -= high;
      this.pot += high;
      this.masks[leader]! |= 1 << die;
      if (leader === this.me) this.spent += high;
      this.open(die + 1);
    } else if (bidding === 0) this.open(die + 1);
    else if (this.purses[turn]! > high && this.wantsToRaise(turn)) {
      this.high = high + 1;
      this.leader = turn;
      this.turn = this.next(turn, bidding, turn) ?? turn;
    } else {
      this.bidding = bidding & ~(1 << turn);
      this.turn = this.next(turn, this.bidding, leader) ?? leader ?? turn;
    }
  }

  private open(die: number): void {
    this.die = die;
    this.high = 0;
    this.leader = null;
    this.bidding = this.table.playing.reduce((bits, seat) => bits | (1 << seat), 0);
    this.turn = this.table.firstBidder;
  }

  private wantsToRaise(seat: Seat): boolean {
    const { die, high, leader, tables, masks } = this;
    if (seat === this.me && die === this.limitedDie) return high + 1 <= this.limit;
    const roll = this.table.rolls[seat]!;
    const up = tables.bestBy(masks[seat]! | (1 << die))[roll]!;
    const now = tables.bestBy(masks[seat]!)[roll]!;
    let mine = 1;
    let nobody = 1;
    let ifLeader = 1;
    for (const other of this.table.playing) {
      if (other === seat) continue;
      const against = tables.twiceBeaten(masks[other]!);
      mine *= against[up]! / WHOLE;
      const plain = against[now]! / WHOLE;
      nobody *= plain;
      ifLeader *=
        other === leader ? tables.twiceBeaten(masks[other]! | (1 << die))[now]! / WHOLE : plain;
    }
    const raise = high + 1;
    const pot = this.pot;
    const buying = mine * (pot + raise) - raise;
    const letGo = leader === null ? nobody * pot : ifLeader * (pot + high);
    return buying > letGo && raise <= largestBid(mine, pot);
  }

  private showdown(): number {
    let best = -1;
    let winners = 0;
    let mine = false;
    for (const seat of this.table.playing) {
      const rank = this.tables.bestBy(this.masks[seat]!)[this.table.rolls[seat]!]!;
      if (rank > best) {
        best = rank;
        winners = 1;
        mine = seat === this.me;
      } else if (rank === best) {
        winners++;
        mine ||= seat === this.me;
      }
    }
    return mine ? Math.floor(this.pot / winners) : 0;
  }
}

/** What `me` gains from `from` to the showdown, every seat bidding by the exact odds. */
export function playOut(
  table: DealtTable,
  tables: BankerTables,
  me: Seat,
  from: OpenAuction,
): number {
  return Playout.from(table, tables, me, from).run();
}

/**
 * What `me` gains from `raised` (its own raise to `raised.high` just made) to the showdown
 * if it goes on raising on this die while the price stays within a limit, for every limit
 * from `raised.high` to `top`: entry i is the gain with limit `raised.high + i`. Limits
 * that make `me` stop at the same turn share one playout, so this costs a playout per
 * turn of `me` on this die, not one per limit.
 */
export function playOutByLimit(
  table: DealtTable,
  tables: BankerTables,
  me: Seat,
  raised: OpenAuction,
  top: number,
): Float64Array {
  const first = raised.high;
  const gains = new Float64Array(Math.max(1, top - first + 1));
  const playout = Playout.from(table, tables, me, raised);
  playout.raiseUpTo(top);
  let lowest = first;
  while (playout.die === raised.die) {
    if (playout.aboutToRaise()) {
      // Every limit below the next price stops here.
      gains.fill(playout.passingNow().run(), lowest - first, playout.high + 1 - first);
      lowest = playout.high + 1;
    }
    playout.step();
  }
  gains.fill(playout.run(), lowest - first);
  return gains;
}
