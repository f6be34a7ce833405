import { describe, expect, it } from 'vitest';
import { botContext } from '../../../engine/bot';
import type { Seat } from '../../../engine/contract';
import { Random } from '../../../engine/random';
import { rollFaces } from '../../../engine/throws';
import { evaluateHand, handKey } from '../evaluate';
import { HAND_SIDES, ROLL_COUNT } from '../hands';
import { bots, game, type RiverState } from '../index';
import { tables } from './tables';

/** The best key of a hand: its hole dice with any of the given banker dice in their places. */
function bestOf(
  hole: readonly number[],
  banker: readonly number[],
  dice: readonly number[],
): number {
  let best = -1;
  for (let subset = 0; subset < 1 << dice.length; subset++) {
    const values = [...hole];
    const own = hole.map(() => true);
    dice.forEach((die, k) => {
      if (((subset >> k) & 1) === 0) return;
      values[die] = banker[die]!;
      own[die] = false;
    });
    best = Math.max(best, handKey(evaluateHand(values, own)));
  }
  return best;
}

/**
 * A rival's best keys over every way its hole dice can fall, sorted. Looked up in the key
 * table, which another test checks against the evaluator roll by roll.
 */
function rivalKeys(banker: readonly number[], dice: readonly number[]): Float64Array {
  const { keys } = tables();
  const sorted = new Float64Array(ROLL_COUNT);
  const faces = [0, 0, 0, 0, 0];
  for (let roll = 0; roll < ROLL_COUNT; roll++) {
    let rest = roll;
    for (let i = 0; i < 5; i++) {
      faces[i] = 1 + (rest % HAND_SIDES[i]!);
      rest = Math.floor(rest / HAND_SIDES[i]!);
    }
    let best = -1;
    for (let subset = 0; subset < 1 << dice.length; subset++) {
      let mask = 0b11111;
      for (let k = 0; k < dice.length; k++) if ((subset >> k) & 1) mask &= ~(1 << dice[k]!);
      let number = 0;
      for (let i = 4; i >= 0; i--) {
        const value = (mask >> i) & 1 ? faces[i]! : banker[i]!;
        number = number * HAND_SIDES[i]! + value - 1;
      }
      best = Math.max(best, keys[mask * ROLL_COUNT + number]!);
    }
    sorted[roll] = best;
  }
  return sorted.sort();
}

/** The share of the sorted keys below `key`, a tie counting half. */
function beaten(sorted: Float64Array, key: number): number {
  const firstAtLeast = (strictly: boolean): number => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid]! < key || (!strictly && sorted[mid] === key)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const below = firstAtLeast(true);
  const upTo = firstAtLeast(false);
  return (below + (upTo - below) / 2) / sorted.length;
}

/**
 * The table's odds worked out here: the seat's chance of taking the pot with the die on
 * offer, the chance of beating each rival (whose hole dice run over every roll with the
 * banker dice it bought) multiplied over the rivals, a tie counting half.
 */
function withOffer(state: RiverState, seat: Seat, cache: Map<string, Float64Array>): number {
  const banker = state.banker!;
  const die = state.auction!.die;
  const owned = (s: Seat) => state.owners.flatMap((o, d) => (o === s ? [d] : []));
  const withDie = bestOf(state.hole[seat]!, banker, [...owned(seat), die]);
  let chance = 1;
  for (const rival of state.playing.filter((s) => s !== seat)) {
    const id = owned(rival).join();
    const sorted = cache.get(id) ?? rivalKeys(banker, owned(rival));
    cache.set(id, sorted);
    chance *= beaten(sorted, withDie);
  }
  return chance;
}

describe('River computer players bid within the hand’s equity', () => {
  it('over 1,000 seeded auctions, no level bids beyond the equity of its hand with the die on offer', () => {
    const levels = Object.keys(bots);
    const bids = new Map(levels.map((l) => [l, 0]));
    const beyond = new Map(levels.map((l) => [l, 0]));
    const cache = new Map<string, Float64Array>();
    let auctions = 0;
    for (let table = 0; auctions < 1000; table++) {
      const players = 2 + (table % 3);
      const seated = Array.from(
        { length: players },
        (_, i) => levels[(table + i) % levels.length]!,
      );
      const seats = seated.map((level) => bots[level]!());
      cache.clear();
      const dice = Random.fromSeed(`equity-dice:${table}`);
      let s = game.setup({ players, purse: 100, ante: 5, rounds: 10 } as never, `equity:${table}`);
      for (let step = 0; game.next(s).kind !== 'end'; step++) {
        const pending = game.next(s);
        if (pending.kind === 'throw') {
          s = game.apply(s, {
            type: 'throw',
            seat: pending.seat,
            faces: rollFaces(dice, pending.dice),
          });
          continue;
        }
        if (pending.kind !== 'decision') break;
        const seat = pending.seats[0]!;
        const context = botContext(Random.fromSeed(`equity:${table}:${step}`), 100, () => 0);
        const action = seats[seat]!.choose(game.view(s, seat), game.legalActions(s, seat), context);
        if (action.type === 'bid') {
          const level = seated[seat]!;
          bids.set(level, bids.get(level)! + 1);
          // The equity of the hand with the die: that chance times the pot it would then
          // play for, the bid included (the bid goes into the pot).
          const chance = withOffer(s, seat, cache);
          if (action.amount - chance * (s.pot + action.amount) > 1e-6)
            beyond.set(level, beyond.get(level)! + 1);
        }
        const die = s.auction?.die ?? null;
        const round = s.round;
        s = game.apply(s, action);
        // A rival's odds hold for one banker throw.
        if (s.round !== round) cache.clear();
        // One action may close several auctions: the dice nobody can bid on are discarded.
        if (die !== null) auctions += (s.auction?.die ?? HAND_SIDES.length) - die;
      }
    }
    for (const level of levels) {
      expect(bids.get(level), `${level} bids`).toBeGreaterThan(200);
      expect(beyond.get(level), `${level} bids beyond equity`).toBe(0);
    }
  });
});
