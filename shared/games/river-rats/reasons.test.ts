/**
 * Why a River Rats round was resolved as it was. Each round is played to its end by the
 * engine; the expected sentences are worked out by hand from docs/rules/river-rats.md,
 * "Comparing hands" (the order of categories, ties, where the Debt goes, the Prediction
 * table) and "The River Rats" (5 Debt beats a Rat). The Rat's King counts in its hand.
 */
import { describe, expect, it } from 'vitest';
import { game, type RatsState } from './index';
import { resolutionReasons } from './reasons';
import { arrange, play, type Layout } from './test-positions';

/** Seat 0 has just played the last team card and declines its action: the round resolves. */
function resolved(
  collective: string[],
  rat: string[],
  extra: Layout = {},
  config: Parameters<typeof arrange>[0] = { players: 2, characters: ['S', 'H'] },
): RatsState {
  const s = arrange(config, {
    hands: [['2H'], ['3H']],
    market: ['4H', '5H', '6H'],
    rats: ['KS', 'KH'],
    phase: 'act',
    ...extra,
    round: {
      prediction: '2C',
      ratUp: rat.slice(0, 5),
      ratDown: rat.slice(5),
      ...extra.round,
      collective: collective.map((card) => ({ card, by: 0 })),
      played: collective.at(-1)!,
    },
  });
  return play(s, { type: 'skip', seat: s.current });
}

const reasonsOf = (s: RatsState): string[] => resolutionReasons(s.last!, s.config.prediction);

const FLUSH = ['2D', '5D', '7D', '9D', 'JD'];
const PAIR_RAT = ['QC', 'QS', '3S', '4C', '8H', '10S', '6C'];

describe('River Rats: why a round came out as it did', () => {
  it('a flush beats the Rat’s pair of Queens, and the Debt goes onto the Rat', () => {
    const s = resolved(FLUSH, PAIR_RAT, { round: { debt: ['7H'], prediction: '2C' } });
    expect(reasonsOf(s)).toEqual([
      'Your team made a flush, Jack high; the Rat made a pair of Queens.',
      'A flush ranks above a pair.',
      'Your hand wins the round, so the round’s 2 Debt (the Prediction card and 1 more) goes onto the Rat.',
      // 5–2 → straight.
      'The Prediction, 2♣, asked for a straight; your team made a flush, so no Joker is earned.',
    ]);
  });

  it('a complete tie goes to the Rats', () => {
    // Both best fives are A K Q J 9 (the Rat's King K♠ is its K).
    const s = resolved(['AD', 'KD', 'QC', 'JD', '9S'], ['AH', 'QD', 'JC', '9H', '2S', '3D', '4D']);
    expect(reasonsOf(s)).toEqual([
      'Your team made high card, Ace high; the Rat made high card, Ace high.',
      'Both made high card, equal card for card, and a complete tie goes to the Rats.',
      'The Rat wins the round, so your team takes the round’s 1 Debt (the Prediction card).',
      'The Prediction, 2♣, asked for a straight; your team made high card, so no Joker is earned.',
    ]);
    expect(s.playerDebt).toHaveLength(1);
  });

  it('two full houses go by their triples, and a fulfilled Prediction earns a Joker', () => {
    // The Rat holds 8 8 8 A A (and its K♠): three 8s and two Aces; Q → full house.
    const s = resolved(
      ['10H', '10D', '10S', '4C', '4D'],
      ['8H', '8D', '8S', 'AC', 'AD', '2S', '3C'],
      { round: { prediction: 'QC' } },
    );
    expect(reasonsOf(s)).toEqual([
      'Your team made a full house, three 10s and two 4s; the Rat made a full house, three 8s and two Aces.',
      'Both made a full house, so the triple decides: the team’s 10 beats the Rat’s 8.',
      'Your hand wins the round, so the round’s 1 Debt (the Prediction card) goes onto the Rat.',
      'The Prediction, Q♣, asked for a full house; your team made a full house, so a Joker is turned face up for later.',
    ]);
  });

  it('equal pairs go on to the other cards from high to low', () => {
    // Team 9 9 A 7 3; Rat 9 9 K Q 7 (its K♠ counts): the Ace beats the King.
    const s = resolved(['9S', '9D', 'AH', '7C', '3D'], ['9H', '9C', 'QD', '7S', '2C', '4S', '5S'], {
      round: { prediction: '3C' },
    });
    expect(reasonsOf(s).slice(0, 2)).toEqual([
      'Your team made a pair of 9s; the Rat made a pair of 9s.',
      'Both made a pair, equal until the highest other card, which decides: the team’s Ace beats the Rat’s King.',
    ]);
  });

  it('under “at least”, a better hand fulfils the Prediction, but no Joker may be left to earn', () => {
    const s = resolved(
      ['10H', '10D', '10S', '4C', '4D'],
      PAIR_RAT,
      { round: { prediction: '9C' }, jokers: { unearned: [], earned: [] } },
      { players: 2, characters: ['S', 'H'], prediction: 'at-least' },
    );
    expect(reasonsOf(s)[3]).toBe(
      'The Prediction, 9♣, asked for a flush or better; your team made a full house, but no Joker is left to earn.',
    );
  });

  it('a Rat with 5 Debt is beaten', () => {
    const s = resolved(FLUSH, PAIR_RAT, { ratDebt: ['3D', '4D', '6D', '8D'] });
    expect(reasonsOf(s).at(-1)).toBe('With 5 Debt or more, the Rat K♠ is beaten.');
    expect(game.view(s, 0).rat).toMatchObject({ king: 'KH' });
  });
});
