/**
 * River Rats read aloud, from a position laid out by hand. The limits come from the rules
 * page (a Rat with 5 or more Debt is defeated; the players lose at 5 Debt; a Queen
 * predicts a full house); the card counts are those of the layout.
 */
import { describe, expect, it } from 'vitest';
import { Random } from '../../engine/random';
import { game, type RatsState } from './index';
import { arrange } from './test-positions';
import { ratsSummary } from './summary';

const SEATS = [{ name: 'Ada' }, { name: 'Basil' }];

/**
 * Round 2 against the ♠ Rat with 2 Debt; Ada played 7♥ into the collective hand and Basil
 * 8♥ face down; the deck holds exactly 3 cards, the rest of the 52 lie in the discard pile.
 */
const laid: RatsState = arrange(
  { players: 2, characters: ['D', 'C'] },
  {
    current: 0,
    hands: [
      ['10H', '2C'],
      ['5S', '9D', '3H'],
    ],
    market: ['4C', '9H'],
    rats: ['KS', 'KH'],
    activeRat: 0,
    ratDebt: ['3D', '3C'],
    playerDebt: ['4D'],
    jokers: { unearned: ['JK1'], earned: ['JK2'] },
    deck: ['2S', '3S', '4S'],
    round: {
      number: 2,
      ratUp: ['5C', '7D', '8S', 'JC', 'QD'],
      ratDown: ['2D', '6H'],
      prediction: 'QH',
      debt: ['6C'],
      collective: [
        { card: '7H', by: 0 },
        { card: '8H', by: 1, faceDown: true },
      ],
    },
  },
  true,
);

const summaryFor = (s: RatsState, seat: number): string => ratsSummary(game.view(s, seat), SEATS);

describe('River Rats: the table read aloud', () => {
  it('reads the Rat, the Debt, the round, the Market and the viewer’s own hand', () => {
    // 54 cards: 2 Aces of the characters, 2 Kings, 5 in hands, 2 in the Market, 3 on debt
    // piles, 2 Jokers, 7 of the Rat's, the Prediction, 1 round Debt, 2 collective and 3 in
    // the deck make 30 named; the other 24 lie in the discard pile.
    expect(summaryFor(laid, 0)).toBe(
      'The River Rat is K♠ (Rat 1 of 2), with 2 Debt; 5 defeats it.' +
        ' The players have 1 Debt; 5 loses.' +
        " Round 2, with 2 Debt. The Joker's Prediction is Q♥: full house." +
        ' The Rat shows 5♣, 7♦, 8♠, J♣ and Q♦; 2 cards face down.' +
        ' The collective hand, 2 of 5: 7♥ from Ada; a face-down card from Basil.' +
        ' The Market: 4♣ and 9♥. Hands: Ada 2 cards, Basil 3 cards.' +
        ' Jokers: 1 earned, 1 not yet earned. The deck has 3 cards, the discard pile 24.' +
        ' Your hand: 10♥ and 2♣.',
    );
    expect(summaryFor(laid, 1)).toContain('8♥ from Basil, face down');
    expect(summaryFor(laid, 1)).toContain('Your hand: 5♠, 9♦ and 3♥.');
  });

  it('never reads another seat’s cards: dealing them again leaves each seat’s summary as it was', () => {
    const rng = Random.fromSeed('other hands');
    for (const seat of [0, 1]) {
      const redealt = game.resampleHidden!(laid, seat, rng) as RatsState;
      expect(redealt.hands[1 - seat]).not.toEqual(laid.hands[1 - seat]);
      expect(summaryFor(redealt, seat)).toBe(summaryFor(laid, seat));
    }
  });
});
