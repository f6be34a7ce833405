import { describe, expect, it } from 'vitest';
import { botContext } from '../../../engine/bot';
import { Random } from '../../../engine/random';
import { stableStringify } from '../../../engine/stable-json';
import { rollFaces } from '../../../engine/throws';
import { bots, game, type StakesAction, type StakesState } from '../index';
import { BOARD_SLOTS } from '../state';
import { progressScore, STOP_AT } from './rule-of-28';

const context = (seed: string) => botContext(Random.fromSeed(seed), 100, () => 0);

/** A game past the start throw with seat 0 deciding whether to throw again, leaders as given. */
function deciding(leaders: { path: number; position: number }[]): StakesState {
  let s = game.setup({ players: 2, securing: 'immediate' }, 1);
  s = game.apply(s, { type: 'throw', seat: 0, faces: [6, 6] });
  s = game.apply(s, { type: 'throw', seat: 1, faces: [1, 1] });
  return {
    ...s,
    phase: 'decide',
    leaders,
    members: [0, 1].map(() => new Array<number>(BOARD_SLOTS).fill(0)),
  };
}

describe('River Stakes computer players', () => {
  it('only ever return legal actions, over many random positions of every kind', () => {
    const rng = Random.fromSeed('bots-legal');
    const levels = Object.keys(bots);
    let asked = 0;
    for (let g = 0; g < 120; g++) {
      const players = 2 + (g % 3);
      const securing = g % 2 === 0 ? 'immediate' : 'on-stop';
      let s = game.setup({ players, securing }, `legal:${g}`);
      for (let step = 0; step < 3000; step++) {
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
        const keys = new Set(legal.map((a) => stableStringify(a)));
        // A different level plays each decision, so the positions come from mixed play.
        let played: StakesAction | null = null;
        for (const level of levels) {
          if (level !== levels[step % levels.length] && rng.int(4) !== 0) continue;
          const action = bots[level]!().choose(game.view(s, seat), legal, context(`${g}:${step}`));
          expect(
            keys.has(stableStringify(action)),
            `${level} chose ${JSON.stringify(action)}`,
          ).toBe(true);
          asked++;
          if (level === levels[step % levels.length]) played = action;
        }
        s = game.apply(s, played ?? rng.pick(legal));
      }
      expect(game.next(s).kind).toBe('end');
    }
    expect(asked).toBeGreaterThan(4000);
  });

  it('easy stops at 28 by the Rule of 28, counting the mix of paths', () => {
    const easy = bots.easy!();
    const legalFor = (s: StakesState) => game.legalActions(s, 0);
    const choose = (s: StakesState) => easy.choose(s, legalFor(s), context('28')).type;

    // 2 and 12: 6 × (2 + 1) for two positions on path 2, 6 × 2 for one on 12 = 30.
    const thirty = deciding([
      { path: 2, position: 2 },
      { path: 12, position: 1 },
    ]);
    expect(progressScore(thirty)).toBe(30);
    expect(choose(thirty)).toBe('stop');

    // 5 × 3 + 3 × 2 + 1 × 2 = 23 on paths 3, 5, 7; all odd (+2) and all at most 7 (+4) = 29.
    const odd = deciding([
      { path: 3, position: 2 },
      { path: 5, position: 1 },
      { path: 7, position: 1 },
    ]);
    expect(progressScore(odd)).toBe(29);
    expect(choose(odd)).toBe('stop');

    // The same climb on 4, 5, 7 is mixed: 4 × 3 + 3 × 2 + 1 × 2 + 4 = 24, below 28.
    const mixed = deciding([
      { path: 4, position: 2 },
      { path: 5, position: 1 },
      { path: 7, position: 1 },
    ]);
    expect(progressScore(mixed)).toBeLessThan(STOP_AT);
    expect(choose(mixed)).toBe('continue');
  });

  it('easy counts positions jumped under the skip rule as gained', () => {
    const s = deciding([{ path: 4, position: 2 }]);
    // Seat 2's member on position 1 was jumped: one step from the bank gained two positions.
    const jumped = {
      ...s,
      members: [s.members[0]!, s.members[1]!.map((m, p) => (p === 4 ? 1 : m))],
    };
    expect(progressScore(jumped)).toBe(4 * 3);
  });

  it('hard takes a winning pairing when one is offered', () => {
    const secured = new Array<number | null>(BOARD_SLOTS).fill(null);
    secured[3] = 0;
    secured[11] = 0;
    let s = deciding([{ path: 12, position: 2 }]);
    s = { ...s, secured, phase: 'throw', leaders: [{ path: 12, position: 2 }] };
    s = {
      ...s,
      members: [s.members[0]!.map((m, p) => (p === 3 || p === 11 ? 5 : m)), s.members[1]!],
    };
    s = game.apply(s, { type: 'throw', seat: 0, faces: [6, 6, 1, 2] });
    const legal = game.legalActions(s, 0);
    const action = bots.hard!().choose(s, legal, context('win'));
    expect(game.apply(s, action).winner).toBe(0);
  });
});
