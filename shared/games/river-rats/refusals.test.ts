/**
 * Why pointing at something the rules do not offer now did nothing, in the rules' words.
 * Positions are set up by hand; each expected phrase is quoted from docs/rules/river-rats.md
 * (/work/shared/rules/river-rats.md), not taken from the code's output.
 */
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../engine/contract';
import { cardName, game, whyNot, type Pointed, type RatsState } from './index';
import { arrange, play } from './test-positions';

const names = ['Ada', 'Bo'];
const name = (seat: Seat) => names[seat]!;

/** What the table says to `seat` pointing at `pointed` in `s`. */
function why(s: RatsState, pointed: Pointed, seat: Seat = 0): string | null {
  return whyNot(game.view(s, seat), game.legalActions(s, seat), pointed, name);
}

const card = (c: string): Pointed => ({ at: 'card', card: c });

/** Ada to move with two cards: she must draw first. */
const drawing = (layout: Parameters<typeof arrange>[1] = {}) =>
  arrange(
    { players: 2, firstGame: true },
    {
      hands: [
        ['7H', '2C'],
        ['9S', '3D'],
      ],
      market: ['5S', '6D', '8C'],
      round: { prediction: '7C' },
      ...layout,
    },
  );

describe('a refused pick during Draw & Play', () => {
  it('a hand card before the hand holds 3: refill first, then play', () => {
    const s = drawing();
    const said = why(s, card('7H'))!;
    // "refill your hand to 3 cards, one card at a time, each from the Market or the top of the deck … Then play one card"
    expect(said).toContain(
      'refill your hand to 3 cards, one card at a time, each from the Market or the top of the deck',
    );
    expect(said).toContain('play one card');
    expect(said).toMatch(/^You hold 2 cards/);
  });

  it('the deck or a Market card once the hand holds 3: play one card into the collective hand', () => {
    const s = play(drawing(), { type: 'draw', seat: 0, card: null });
    expect(s.hands[0]).toHaveLength(3);
    for (const pointed of [{ at: 'deck' } as const, card('5S')]) {
      const said = why(s, pointed)!;
      // "Then play one card face up into the collective hand"
      expect(said).toContain('play one card face up into the collective hand');
      expect(said).toMatch(/^Your hand holds 3 cards/);
    }
  });

  it('a Joker when none is earned: the Prediction earns one, and 7 asks for a flush', () => {
    const said = why(drawing(), { at: 'joker', earned: true })!;
    // "If the collective hand's best category equals the prediction, flip one unearned Joker face up (earned)"
    expect(said).toContain("the collective hand's best category equals the Joker's Prediction");
    // "9–6 → flush"
    expect(said).toContain(`${cardName('7C')} asks for a flush`);
    expect(why(drawing(), { at: 'joker', earned: false })).toBe(said);
  });

  it('an earned Joker after drawing: a turn is Draw & Play or Use a Joker', () => {
    const earned = drawing({ jokers: { unearned: ['JK2'], earned: ['JK1'] } });
    const drawn = play(earned, { type: 'draw', seat: 0, card: '6D' });
    // "Either Draw & Play or Use a Joker."
    expect(why(drawn, { at: 'joker', earned: true })).toContain(
      'either Draw & Play or Use a Joker',
    );
  });

  it('a second Joker in one collective hand', () => {
    const s = drawing({
      jokers: { unearned: [], earned: ['JK2'] },
      round: { prediction: '7C', collective: [{ card: 'JK1', by: 1 }], jokerUsed: true },
    });
    // "At most one Joker per collective hand."
    expect(why(s, { at: 'joker', earned: true })).toContain(
      'At most one Joker per collective hand',
    );
  });

  it('a Joker as the first card under the ♠ River Rat', () => {
    const s = arrange(
      { players: 2 },
      {
        hands: [['7H', '2C', '4D'], ['9S']],
        rats: ['KS', 'KH'],
        activeRat: 0,
        jokers: { unearned: ['JK2'], earned: ['JK1'] },
      },
    );
    // "each round's first collective card must be played face down: it cannot be a Joker"
    const said = why(s, { at: 'joker', earned: true })!;
    expect(said).toContain('first collective card is played face down: it cannot be a Joker');
  });
});

describe('a refused pick while choosing the action of the card just played', () => {
  /** Ada has just played 6♦ into a collective hand holding Bo's Joker and 9♠. */
  const diamond = () =>
    play(
      arrange(
        { players: 2, firstGame: true },
        {
          hands: [['6D', '7H', '2C'], ['3S']],
          market: ['5S', '8H', '8C'],
          jokers: { unearned: ['JK2'], earned: [] },
          round: {
            collective: [
              { card: 'JK1', by: 1 },
              { card: '9S', by: 1 },
            ],
            jokerUsed: true,
          },
        },
      ),
      { type: 'play', seat: 0, card: '6D' },
    );

  it('♦ never swaps the card just played nor a Joker, and only the Power swaps with the Market', () => {
    const s = diamond();
    expect(s.phase).toBe('act');
    // "Swap another card of the collective hand (not a Joker, not the card just played) with one from your hand"
    expect(why(s, card('6D'))).toContain('another card of the collective hand');
    expect(why(s, card('JK1'))).toMatch(/Joker .* never swapped/);
    expect(why(s, card('5S'))).toContain('only the ♦ Player Power swaps with a Market card');
  });

  it('♣ when the Market already holds 6 cards', () => {
    const s = play(
      arrange(
        { players: 2, firstGame: true },
        {
          hands: [['8C', '2D', '3H'], ['4S']],
          market: ['5S', '6D', '7S', '9H', '10D', 'JC'],
        },
      ),
      { type: 'play', seat: 0, card: '8C' },
    );
    expect(game.legalActions(s, 0).map((a) => a.type)).toEqual(['skip']);
    // "♣ Put one card from your hand face up into the Market (at most 6 cards there)"
    expect(why(s, card('2D'))).toContain('at most 6 cards there');
  });
});

describe('a pick that is another seat’s', () => {
  it('another seat’s hand: players may not reveal their hands, and no card of it is named', () => {
    const s = drawing();
    const said = why(s, { at: 'hand', seat: 1 })!;
    // "Players may not reveal their hands."
    expect(said).toContain('Players may not reveal their hands');
    for (const hidden of s.hands[1]!) {
      expect(said).not.toContain(hidden);
      expect(said).not.toContain(cardName(hidden));
    }
  });

  it('on another seat’s turn: whose turn it is, by the name at the table', () => {
    const s = drawing();
    expect(why({ ...s, current: 1 }, card('7H'))).toBe('It is Bo’s turn.');
  });
});
