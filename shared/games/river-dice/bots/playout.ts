/**
 * Playing the rest of a round out fast, with every hole die known (a table the hard player
 * has dealt itself from what it believes): the auctions of the banker dice still to sell,
 * bid by the rules of `round.ts`, then the showdown. Every seat bids as a player who knows
 * the exact odds but not the others' hole dice: it raises by one while buying the die is
 * worth more in gold than letting it go, within its hand's equity (as `medium.ts` does).
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
  private readonly masks: number[];
  private readonly purses: number[];
  private pot: number;
  private spent = 0;
  private die: number;
  private high: number;
  private leader: Seat | null;
  /** The seats still bidding on this die, as bits. */
  private bidding: number;
  private turn: Seat;

  constructor(
    private readonly table: DealtTable,
    private readonly tables: BankerTables,
    private readonly me: Seat,
    from: OpenAuction,
  ) {
    this.masks = [...table.masks];
    this.purses = [...table.purses];
    this.pot = table.pot;
    this.die = from.die;
    this.high = from.high;
    this.leader = from.leader;
    this.bidding = from.bidding.reduce((bits, seat) => bits | (1 << seat), 0);
    this.turn = from.turn;
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
  private step(): void {
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
  return new Playout(table, tables, me, from).run();
}
