import { describe, expect, it } from 'vitest';
import { fuzzGame } from '../../engine/testkit/fuzz';
import { botContext } from '../../engine/bot';
import { bots, game, type RatsAction } from './index';
import { invariants } from './invariants';

const MODES = ['normal', 'advanced', 'expert'] as const;

describe('River Rats fuzz', () => {
  it('plays 2,000 random games: the 54 cards are always all somewhere exactly once, and views do not leak', () => {
    const report = fuzzGame({
      game,
      games: 2000,
      seed: 'rats',
      config: (i) => ({
        players: 1 + (i % 4),
        mode: MODES[Math.floor(i / 4) % 3]!,
        prediction: i % 7 === 0 ? ('at-least' as const) : ('exact' as const),
        firstGame: i % 11 === 0,
        jokerNamed: i % 13 === 0 ? ('by-engine' as const) : ('by-players' as const),
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
          { type: 'name-joker', seat: s.current, card: 'JK1' },
          ...s.round.collective.map((c) => ({
            type: 'name-joker' as const,
            seat: s.current,
            card: c.card,
          })),
        ] satisfies RatsAction[],
      every: 100,
    });
    expect(report.failures).toEqual([]);
    expect(report.ended).toBe(2000);
  }, 120_000);
});

describe('River Rats fuzz with sensible play', () => {
  it('plays 300 games chosen by the medium teammates, so Rats are defeated and games won too', () => {
    const medium = bots.medium!();
    const report = fuzzGame({
      game,
      games: 300,
      seed: 'rats-medium',
      config: (i) => ({
        players: 1 + (i % 4),
        mode: MODES[Math.floor(i / 4) % 3]!,
        prediction: 'exact' as const,
        firstGame: i % 5 === 0,
        jokerNamed: 'by-players' as const,
        characters: (['D', 'H', 'S', 'C'] as const).slice(0, 1 + (i % 4)),
      }),
      maxActions: 4000,
      invariants,
      choose: (legal, s, rng) =>
        rng.int(10) === 0
          ? rng.pick(legal)
          : medium.choose(game.view(s, s.current), legal, botContext(rng, 50)),
      every: 50,
    });
    expect(report.failures).toEqual([]);
    expect(report.ended).toBe(300);
    expect(report.outcomes.none).toBeLessThan(300);
  }, 120_000);
});
