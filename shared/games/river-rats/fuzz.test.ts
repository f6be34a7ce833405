import { describe, expect, it } from 'vitest';
import { fuzzGame } from '../../engine/testkit/fuzz';
import { game, type RatsAction } from './index';
import { invariants } from './invariants';

const MODES = ['normal', 'advanced', 'expert'] as const;

describe('River Rats fuzz', () => {
  it('plays 5,000 random games: the 54 cards are always all somewhere exactly once, and views do not leak', () => {
    const report = fuzzGame({
      game,
      games: 5000,
      seed: 'rats',
      config: (i) => ({
        players: 1 + (i % 4),
        mode: MODES[Math.floor(i / 4) % 3]!,
        prediction: i % 7 === 0 ? ('at-least' as const) : ('exact' as const),
        firstGame: i % 11 === 0,
        characters: [
          ['H', 'S', 'C', 'D'],
          ['S', 'C', 'D', 'H'],
          ['C', 'D', 'H', 'S'],
          ['D', 'H', 'S', 'C'],
        ][Math.floor(i / 12) % 4]!.slice(0, 1 + (i % 4)) as ('H' | 'S' | 'C' | 'D')[],
      }),
      maxActions: 4000,
      invariants,
      illegalCandidates: (s) =>
        [
          { type: 'play', seat: s.current, card: 'ZZ' },
          { type: 'draw', seat: s.current, card: 'JK1' },
          { type: 'spade', seat: s.current, cards: [s.round.prediction] },
          { type: 'diamond', seat: s.current, take: 'JK1', give: 'JK2' },
          { type: 'peek', seat: s.current, index: 19 },
        ] satisfies RatsAction[],
      every: 100,
    });
    expect(report.failures).toEqual([]);
    expect(report.ended).toBe(5000);
    console.log(report.outcomes, report.actions);
  }, 120_000);
});
