import { describe, expect, it } from 'vitest';
import { botContext } from '../../../engine/bot';
import { Random } from '../../../engine/random';
import { stableStringify } from '../../../engine/stable-json';
import { bots, game, type RatsState } from '../index';
import { arrange } from '../test-positions';
import { greedyChoice, ratStrength } from './greedy';
import { winOutlook } from './outlook';
import { sampleState } from './sample';

/** A clock that moves 5 ms each time it is read, so the hard player stops at its fewest samples. */
const context = (seed: string) => {
  let t = 0;
  return botContext(Random.fromSeed(seed), 20, () => (t += 5));
};
const MODES = ['normal', 'advanced', 'expert'] as const;

describe('River Rats computer teammates', () => {
  it('only ever choose legal actions, in every mode and player count, playing side by side', () => {
    const levels = Object.keys(bots);
    let asked = 0;
    for (let g = 0; g < 8; g++) {
      const players = 1 + (g % 4);
      let s = game.setup({ players, mode: MODES[g % 3] } as never, `bots:${g}`);
      const seats = Array.from({ length: players }, (_, i) =>
        bots[levels[(g + i) % levels.length]!]!(),
      );
      for (let step = 0; step < 120 && game.next(s).kind !== 'end'; step++) {
        const seat = s.current;
        const legal = game.legalActions(s, seat);
        const action = seats[seat]!.choose(game.view(s, seat), legal, context(`${g}:${step}`));
        expect(legal.map((a) => stableStringify(a))).toContain(stableStringify(action));
        s = game.apply(s, action);
        asked++;
      }
    }
    expect(asked).toBeGreaterThan(600);
  }, 60_000);

  it('sample hidden cards so that the seat’s own view comes out the same', () => {
    const rng = Random.fromSeed('sample');
    for (let g = 0; g < 40; g++) {
      let s = game.setup({ players: 1 + (g % 4), mode: MODES[g % 3] } as never, `sample:${g}`);
      for (let step = 0; step < 60 + g && game.next(s).kind !== 'end'; step++)
        s = game.apply(s, rng.pick(game.legalActions(s, s.current)));
      if (game.next(s).kind === 'end') continue;
      const seat = s.current;
      const seen = game.view(s, seat);
      const world = sampleState(seen, rng);
      expect(stableStringify(game.view(world, seat))).toBe(stableStringify(seen));
      expect(world.rats.every((k) => k.startsWith('K'))).toBe(true);
    }
  });

  it('decide the same whatever the hidden cards are', () => {
    const rng = Random.fromSeed('blind');
    for (let g = 0; g < 10; g++) {
      let s: RatsState = game.setup({ players: 3 } as never, `blind:${g}`);
      for (let step = 0; step < 20 + 3 * g && game.next(s).kind !== 'end'; step++)
        s = game.apply(s, rng.pick(game.legalActions(s, s.current)));
      if (game.next(s).kind === 'end') continue;
      const seat = s.current;
      const other = game.resampleHidden!(s, seat, rng);
      for (const level of ['medium', 'hard']) {
        const a = bots[level]!().choose(
          game.view(s, seat),
          game.legalActions(s, seat),
          context(`b${g}`),
        );
        const b = bots[level]!().choose(
          game.view(other, seat),
          game.legalActions(other, seat),
          context(`b${g}`),
        );
        expect(a).toEqual(b);
      }
    }
  });

  it('hard finishes the collective hand with the card that beats the Rat', () => {
    // Four diamonds down; the 8♦ makes a flush, the Q♣ a pair of Queens; the Rat shows two pair.
    const s = arrange(
      { players: 2, characters: ['S', 'H'] },
      {
        rats: ['KS', 'KH'],
        hands: [['8D', 'QC', '3S'], ['4H']],
        market: ['5H', '6H', '7H'],
        drawn: true,
        round: {
          ratUp: ['QH', 'QS', '9C', '9S', '2H'],
          ratDown: ['10C', 'JS'],
          collective: ['2D', '5D', '9D', 'JD'].map((card) => ({ card, by: 1 })),
        },
      },
    );
    const action = bots.hard!().choose(game.view(s, 0), game.legalActions(s, 0), context('flush'));
    expect(action).toEqual({ type: 'play', seat: 0, card: '8D' });
  });
});

describe('the quick player in a look-ahead', () => {
  it('gives up a round it cannot win with its worst card, keeping a pair for the next', () => {
    // The Rat shows a full house; no card can lift the collective hand above a pair.
    const s = arrange(
      { players: 1, characters: ['D'] },
      {
        rats: ['KS', 'KH'],
        hands: [['2C', 'QH', 'QS']],
        drawn: true,
        round: {
          ratUp: ['KD', 'KC', '5H', '5S', '9H'],
          ratDown: ['4C', '8D'],
          collective: ['3D', '7S', '9C', 'JH'].map((card) => ({ card, by: 0 })),
        },
      },
    );
    const style = { raiseAt: 0.55, noise: 0, deckHope: 0.15 };
    const choice = greedyChoice(
      s,
      0,
      game.legalActions(s, 0),
      Random.fromSeed('junk'),
      style,
      ratStrength(s),
    );
    expect(choice).toEqual({ type: 'play', seat: 0, card: '2C' });
  });
});

describe('the team’s outlook', () => {
  it('grows with Debt on the Rats, shrinks with the team’s own, and ends at 0 or 1', () => {
    expect(winOutlook(2, 0, 3)).toBe(1);
    expect(winOutlook(0, 0, 5)).toBe(0);
    for (const rat of [0, 1])
      for (let debt = 0; debt < 4; debt++)
        for (let own = 0; own < 4; own++) {
          expect(winOutlook(rat, debt + 1, own)).toBeGreaterThan(winOutlook(rat, debt, own));
          expect(winOutlook(rat, debt, own + 1)).toBeLessThan(winOutlook(rat, debt, own));
        }
    expect(winOutlook(1, 0, 0)).toBeGreaterThan(winOutlook(0, 4, 0));
  });
});
