import { describe, expect, it } from 'vitest';
import { botContext } from '../../../engine/bot';
import { Random } from '../../../engine/random';
import { stableStringify } from '../../../engine/stable-json';
import { rollFaces } from '../../../engine/throws';
import { evaluateHand, handKey } from '../evaluate';
import { ROLL_COUNT } from '../hands';
import { bots, game, type RiverAction, type RiverState } from '../index';
import { forEachRoll } from '../odds';
import { tables } from './tables';

const context = (seed: string) => botContext(Random.fromSeed(seed), 100, () => 0);

/** Deals the given hole dice and banker dice to a fresh table. */
function dealt(holes: number[][], banker: number[], purse = 100): RiverState {
  let s = game.setup({ players: holes.length, purse } as never, 1);
  for (const faces of holes) {
    const pending = game.next(s);
    s = game.apply(s, { type: 'throw', seat: pending.kind === 'throw' ? pending.seat : 0, faces });
  }
  return game.apply(s, { type: 'throw', seat: null, faces: banker });
}

const choose = (level: string, s: RiverState, seat: number): RiverAction =>
  bots[level]!().choose(game.view(s, seat), game.legalActions(s, seat), context(level));

describe('River computer players', () => {
  it('look hands up in a table that agrees with the evaluator for every roll', () => {
    const { keys } = tables();
    let roll = 0;
    let wrong = 0;
    forEachRoll((values) => {
      const mask = roll % 32;
      const hole = values.map((_, i) => ((mask >> i) & 1) === 1);
      if (keys[mask * ROLL_COUNT + roll] !== handKey(evaluateHand(values, hole))) wrong++;
      roll++;
    });
    expect(wrong).toBe(0);
  });

  it('only ever return legal actions, over many games of mixed levels', () => {
    const rng = Random.fromSeed('bots-legal');
    const levels = Object.keys(bots);
    for (let g = 0; g < 6; g++) {
      const players = 2 + (g % 5);
      const seated = Array.from({ length: players }, (_, i) => bots[levels[(g + i) % 3]!]!());
      let s = game.setup({ players, purse: 30 + 10 * (g % 4), rounds: 2 } as never, `legal:${g}`);
      for (let step = 0; step < 5000; step++) {
        const pending = game.next(s);
        if (pending.kind === 'end') break;
        if (pending.kind === 'throw') {
          s = game.apply(s, {
            type: 'throw',
            seat: pending.seat,
            faces: rollFaces(rng, pending.dice),
          });
          continue;
        }
        const seat = pending.seats[0]!;
        const legal = game.legalActions(s, seat);
        const action = seated[seat]!.choose(game.view(s, seat), legal, context(`${g}:${step}`));
        expect(legal.map((a) => stableStringify(a))).toContain(stableStringify(action));
        s = game.apply(s, action);
      }
      expect(game.next(s).kind).toBe('end');
    }
  });

  it('decide from their own view: other seats’ hole dice do not change a decision', () => {
    const s = dealt(
      [
        [1, 6, 8, 10, 1],
        [4, 6, 8, 10, 12],
        [1, 1, 1, 1, 1],
      ],
      [4, 6, 8, 10, 12],
    );
    const other = game.resampleHidden!(s, 0, Random.fromSeed(3));
    for (const level of Object.keys(bots))
      expect(choose(level, other, 0)).toEqual(choose(level, s, 0));
  });

  it('decide the same whether or not they saw the earlier bids of the round as they came', () => {
    const rng = Random.fromSeed('memo');
    const seasoned = bots.hard!();
    let s = game.setup({ players: 3, rounds: 3 } as never, 'memo');
    let compared = 0;
    for (let pending = game.next(s); pending.kind !== 'end'; pending = game.next(s)) {
      if (pending.kind === 'throw') {
        s = game.apply(s, {
          type: 'throw',
          seat: pending.seat,
          faces: rollFaces(rng, pending.dice),
        });
        continue;
      }
      const seat = pending.seats[0]!;
      const legal = game.legalActions(s, seat);
      const action = seasoned.choose(game.view(s, seat), legal, context('a'));
      expect(bots.hard!().choose(game.view(s, seat), legal, context('b'))).toEqual(action);
      compared++;
      s = game.apply(s, action);
    }
    expect(compared).toBeGreaterThan(30);
  });

  it('keep the banker dice that make the best hand', () => {
    let s = dealt(
      [
        [1, 1, 7, 9, 1],
        [1, 1, 1, 1, 1],
      ],
      [3, 5, 1, 1, 11],
    );
    // Seat 1 buys the d4 (3), the d6 (5) and the d12 (11): with its 7 and 9, an odd River.
    s = game.apply(s, { type: 'bid', seat: 0, amount: 1 });
    s = game.apply(s, { type: 'pass', seat: 1 });
    s = game.apply(s, { type: 'bid', seat: 0, amount: 1 });
    s = game.apply(s, { type: 'pass', seat: 1 });
    for (let die = 2; die < 4; die++) {
      s = game.apply(s, { type: 'pass', seat: 0 });
      s = game.apply(s, { type: 'pass', seat: 1 });
    }
    s = game.apply(s, { type: 'bid', seat: 0, amount: 1 });
    s = game.apply(s, { type: 'pass', seat: 1 });
    for (const level of Object.keys(bots))
      expect(choose(level, s, 0)).toEqual({ type: 'keep', seat: 0, banker: ['d4', 'd6', 'd12'] });
  });

  it('raise for a die that lifts a weak hand, and let useless dice go', () => {
    // Seat 1 holds Double 4s (row 40); the banker's 12 makes High 11/12 (row 20).
    let s = dealt(
      [
        [4, 4, 2, 1, 1],
        [2, 2, 2, 2, 2],
      ],
      [1, 1, 1, 1, 12],
    );
    for (let die = 0; die < 4; die++) {
      for (const level of Object.keys(bots))
        expect(choose(level, s, 0), level).toEqual({ type: 'pass', seat: 0 });
      s = game.apply(s, { type: 'pass', seat: 0 });
      s = game.apply(s, { type: 'pass', seat: 1 });
    }
    for (const level of Object.keys(bots))
      expect(choose(level, s, 0), level).toEqual({ type: 'bid', seat: 0, amount: 1 });
  });

  it('medium and hard also raise when a die turns a good hand into a sure winner', () => {
    // 6 8 10 (row 11) and the banker's 12: Perfect Odd/Even Turn (row 2).
    let s = dealt(
      [
        [1, 6, 8, 10, 1],
        [2, 2, 2, 2, 2],
      ],
      [1, 1, 1, 1, 12],
    );
    for (let die = 0; die < 4; die++) {
      s = game.apply(s, { type: 'pass', seat: 0 });
      s = game.apply(s, { type: 'pass', seat: 1 });
    }
    for (const level of ['medium', 'hard'])
      expect(choose(level, s, 0), level).toEqual({ type: 'bid', seat: 0, amount: 1 });
  });

  it('answer well within the 100 ms budget, even with five rivals holding bought dice', () => {
    let s = dealt(
      [
        [1, 6, 8, 10, 1],
        [2, 2, 2, 2, 2],
        [3, 3, 3, 3, 3],
        [4, 4, 4, 4, 4],
        [1, 2, 3, 4, 5],
        [4, 5, 6, 7, 8],
      ],
      [4, 6, 8, 10, 12],
    );
    // Seats 2 to 5 each buy one die for 1 gold, so the enumeration swaps dice in and out.
    while (s.auction!.die < 4) {
      const { die, turn, high } = s.auction!;
      s = game.apply(
        s,
        turn === die + 1 && high === 0
          ? { type: 'bid', seat: turn, amount: 1 }
          : { type: 'pass', seat: turn },
      );
    }
    expect(s.owners).toEqual([1, 2, 3, 4, null]);
    const pending = game.next(s);
    expect(pending.kind).toBe('decision');
    const seat = pending.kind === 'decision' ? pending.seats[0]! : 0;
    // The best of three runs, so a busy machine does not fail the test.
    for (const level of Object.keys(bots)) {
      const times = [0, 1, 2].map(() => {
        const bot = bots[level]!();
        const started = performance.now();
        bot.choose(game.view(s, seat), game.legalActions(s, seat), context(level));
        return performance.now() - started;
      });
      expect(Math.min(...times), level).toBeLessThan(100);
    }
  });
});
